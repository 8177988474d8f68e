// The stand-in's messages of the resource screens, zh / en. Merged into messages.ts.
export const resourceMessages = {} as const;
