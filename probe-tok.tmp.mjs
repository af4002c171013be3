import { Tokenizer } from './dist/workers/normalize.js';
import { glossText } from './dist/bench/matcher.bench.js';
const text = glossText(4);
const tk = new Tokenizer();
const xs = [];
let tokens = 0;
for (let r = 0; r < +(process.env.R ?? 9); r++) { const t = performance.now(); tk.reset(text); let c = 0; for (;;) { const n = tk.fill(128); if (n === 0) break; c += n; } tokens = c; xs.push(performance.now() - t); }
xs.sort((a, b) => a - b);
console.log('tokens', tokens, 'tokenizer only median ms', xs[xs.length >> 1].toFixed(1), 'MB/s', (text.length / 1e6 / (xs[xs.length >> 1] / 1000)).toFixed(1));
