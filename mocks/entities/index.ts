import param from './param';

// The stand-in's plain entities, one module each (entity.ts). A new one is a module and a line
// here: its table, keys, seed, journal, handlers, menu and buttons follow from this list.
export const entities = [param] as const;
