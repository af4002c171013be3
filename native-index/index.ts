/** The binary index format: layout, writer, reader and shared-memory loading. */
export * from './format.js';
export * from './layout.js';
export * from './writer.js';
export * from './reader.js';
export * from './shared.js';
