// The stand-in's messages the platform screens share with others (a datasource the code
// generator's models pick too), zh / en. Merged into messages.ts.

export const platformMessages = {
  datasourceRequired: ['请选择数据源', 'Please select a datasource'],
} as const satisfies Record<string, readonly [zh: string, en: string]>;
