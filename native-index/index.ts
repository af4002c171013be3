/** The binary index format: components and their container, layout, writer, reader, shared-memory loading, the catalog of versions. */
export * from './components.js';
export * from './container.js';
export * from './format.js';
export * from './layout.js';
export * from './writer.js';
export * from './reader.js';
export * from './shared.js';
export * from './catalog.js';
