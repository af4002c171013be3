/**
 * The file Piscina loads in each worker: the handler of the engine entry (or the entry a
 * test names), which the pool passes as Piscina's workerData.
 *
 * Piscina loads its worker file with require(), and on Node 20.19 and later require()
 * loads an ES module synchronously. A worker ended while that load links its modules
 * (a pool closed while its workers start) aborts the whole process: "FATAL ERROR:
 * v8::Module::IsGraphAsync ... must be used on an instantiated module", Node's
 * require(esm) reading a module its ending left unlinked. This file is CommonJS, so
 * require() takes the plain path, and the entry itself is loaded with import(), which
 * a worker's end only stops.
 */
import { workerData } from 'piscina';
import { pathToFileURL } from 'node:url';

const { entry } = workerData as { entry: string };

export = import(pathToFileURL(entry).href).then((m: { default: unknown }) => m.default);
