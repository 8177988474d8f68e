// The stand-in's messages of the organisation screens (depts; posts and regions: their modules,
// entities/post.ts, region.ts), zh / en: Blade's where it has one (请先删除子节点!), else Saber's
// rule texts. Merged into messages.ts.

export const orgMessages = {
  deptNameRequired: ['请输入机构名称', 'Please enter the organization name'],
  fullNameRequired: ['请输入机构全称', 'Please enter the full name'],
  deptCategoryRequired: ['请选择机构类型', 'Please select the type'],
  deptParentInvalid: ['上级机构不能是自己或自己的下级', 'the parent cannot be the organization itself or one below it'],
  hasChildren: ['请先删除子节点!', 'please delete the child nodes first!'],
} as const satisfies Record<string, readonly [zh: string, en: string]>;
