// The stand-in's messages of the organisation screens (depts, regions; posts: entities/post.ts), zh / en: Blade's
// where it has one (请先删除子节点!), else Saber's rule texts. Merged into messages.ts.

export const orgMessages = {
  deptNameRequired: ['请输入机构名称', 'Please enter the organization name'],
  fullNameRequired: ['请输入机构全称', 'Please enter the full name'],
  deptCategoryRequired: ['请选择机构类型', 'Please select the type'],
  deptParentInvalid: ['上级机构不能是自己或自己的下级', 'the parent cannot be the organization itself or one below it'],
  hasChildren: ['请先删除子节点!', 'please delete the child nodes first!'],
  regionCodeRequired: ['请输入区划编号', 'Please enter the region code'],
  regionNameRequired: ['请输入区划名称', 'Please enter the region name'],
  regionLevelRequired: ['请选择区划等级', 'Please select the region level'],
  regionCodeExists: ['当前区划编号已存在!', 'the region code already exists!'],
  regionParentNotFound: ['父区划不存在', 'the parent region does not exist'],
  regionCodeOutsideParent: ['区划编号须以父区划编号开头', 'the region code must start with its parent code'],
} as const satisfies Record<string, readonly [zh: string, en: string]>;
