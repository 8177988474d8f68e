// The stand-in's messages of the log screens, zh / en. Merged into messages.ts.
export const logMessages = {} as const;
