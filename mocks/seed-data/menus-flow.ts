import type { MenuSeed } from './menus';

// Workflow (issue 13) as BladeX names it: 流程管理 (模型管理, 部署管理, 流程跟踪) and 我的事务
// (发起事务, 待签事务, 待办事务, 已发事务, 办结事务), with BladeX's button codes (flow_model_create,
// flow_manager_state, work_claim_sign, ...). BladeX has 流程部署 (/flow/deploy, an upload page) and
// 流程管理 (/flow/manager, the definitions) apart; here the upload is the definitions list's own
// toolbar action under 部署管理, so one screen shows what is deployed and deploys more.
const button = (parent: string, alias: string, name: string, source: string, sort: number): MenuSeed => ({
  code: `${parent}_${alias}`,
  parent,
  name,
  alias,
  source,
  sort,
  category: 2,
});

export function flowMenuSeeds(): MenuSeed[] {
  return [
    { code: 'flow', name: '流程管理', alias: 'menu', path: '/flow', source: 'iconfont iconicon_send', sort: 5 },
    { code: 'flow_model', parent: 'flow', name: '模型管理', alias: 'menu', path: '/flow/model', source: 'iconfont iconicon_discovery', sort: 1 },
    { code: 'flow_manager', parent: 'flow', name: '部署管理', alias: 'menu', path: '/flow/manager', source: 'iconfont iconicon_cloud_history', sort: 2 },
    { code: 'flow_follow', parent: 'flow', name: '流程跟踪', alias: 'menu', path: '/flow/follow', source: 'iconfont iconicon_GPS', sort: 3 },
    button('flow_model', 'create', '创建', 'plus', 1),
    button('flow_model', 'update', '编辑', 'form', 2),
    button('flow_model', 'deploy', '部署', 'cloud-upload', 3),
    button('flow_model', 'download', '下载', 'download', 4),
    button('flow_model', 'delete', '删除', 'delete', 5),
    button('flow_manager', 'upload', '部署', 'upload', 1),
    button('flow_manager', 'state', '变更状态', 'plus', 2),
    button('flow_manager', 'image', '流程图', 'image', 3),
    button('flow_manager', 'remove', '删除', 'delete', 4),
    button('flow_follow', 'image', '流程图', 'image', 1),
    button('flow_follow', 'delete', '删除', 'remove', 2),
    { code: 'work', name: '我的事务', alias: 'menu', path: '/work', source: 'iconfont iconicon_notice', sort: 2 },
    { code: 'work_start', parent: 'work', name: '发起事务', alias: 'menu', path: '/work/start', source: 'iconfont iconicon_compile', sort: 1 },
    { code: 'work_claim', parent: 'work', name: '待签事务', alias: 'menu', path: '/work/claim', source: 'iconfont iconicon_ding', sort: 2 },
    { code: 'work_todo', parent: 'work', name: '待办事务', alias: 'menu', path: '/work/todo', source: 'iconfont iconicon_savememo', sort: 3 },
    { code: 'work_send', parent: 'work', name: '已发事务', alias: 'menu', path: '/work/send', source: 'iconfont iconicon_doc', sort: 4 },
    { code: 'work_done', parent: 'work', name: '办结事务', alias: 'menu', path: '/work/done', source: 'iconfont iconicon_dispose', sort: 5 },
    button('work_start', 'flow', '发起', 'flow', 1),
    button('work_start', 'image', '流程图', 'image', 2),
    button('work_claim', 'sign', '签收', 'sign', 1),
    button('work_claim', 'detail', '详情', 'detail', 2),
    button('work_claim', 'follow', '跟踪', 'follow', 3),
    button('work_todo', 'handle', '办理', 'handle', 1),
    button('work_todo', 'detail', '详情', 'detail', 2),
    button('work_todo', 'follow', '跟踪', 'follow', 3),
    button('work_send', 'detail', '详情', 'detail', 1),
    button('work_send', 'follow', '跟踪', 'follow', 2),
    button('work_done', 'detail', '详情', 'detail', 1),
    button('work_done', 'follow', '跟踪', 'follow', 2),
  ];
}
