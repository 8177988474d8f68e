// Refine's own keys, so no raw `buttons.edit` ever reaches the screen.
export default {
  buttons: {
    create: '新增', save: '保存', logout: '退出登录', delete: '删除', edit: '编辑', cancel: '取消',
    confirm: '确定删除?', filter: '筛选', clear: '清空', refresh: '刷新', show: '查看', undo: '撤销',
    import: '导入', clone: '复制', notAccessTitle: '你没有权限访问',
  },
  notifications: {
    success: '成功', error: '错误 (状态码: {{statusCode}})', undoable: '你还有 {{seconds}} 秒可以撤销',
    createSuccess: '新增成功', createError: '新增失败 (状态码: {{statusCode}})',
    editSuccess: '更新成功', editError: '更新失败 (状态码: {{statusCode}})',
    deleteSuccess: '删除成功', deleteError: '删除失败 (状态码: {{statusCode}})',
    importProgress: '导入中: {{processed}}/{{total}}',
  },
  loading: '加载中',
  warnWhenUnsavedChanges: '确定离开吗?你有未保存的修改。',
  table: { actions: '操作' },
  pages: {
    error: { info: '你可能忘记给 {{action}} 组件添加 {{resource}} 资源。', 404: '抱歉,你访问的页面不存在。', resource404: '你确定已创建 {{resource}} 资源吗?', backHome: '返回首页' },
  },
};
