// The stand-in's messages of the log screens, zh / en. Merged into messages.ts.
export const logMessages = {
  // A date-range filter Blade cannot parse as yyyy-MM-dd HH:mm:ss.
  logDateInvalid: ['日期格式不正确: {0}', 'invalid date: {0}'],
} as const;
