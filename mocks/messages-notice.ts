// The stand-in's messages of the notice screens, zh / en. Merged into messages.ts.
export const noticeMessages = {} as const;
