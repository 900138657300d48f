export * from './types';
export * from './rng';
export * from './play';
export * from './replay';
export * from './undo';
export * from './visibility';
export * from './text';
