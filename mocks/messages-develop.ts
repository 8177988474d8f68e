// The stand-in's messages of the develop screens, zh / en. Merged into messages.ts.
export const developMessages = {} as const;
