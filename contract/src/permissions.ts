/** Action flags per page permission (SPEC section 6). */
export const ACTION_FLAGS = [
  'canAdd', 'canEditor', 'canDelete', 'canEnabled', 'canExport', 'canDownload', 'canAudit', 'canBatchAudit', 'canPrint',
  'canLock', 'canSet', 'canAccount', 'canCode', 'canApply', 'canRepeal', 'canUpload', 'canTransfer', 'canSeeInfo',
  'signUp', 'canDisabled',
] as const;
export type ActionFlag = (typeof ACTION_FLAGS)[number];

export const ACTION_LABELS: Record<ActionFlag, string> = {
  canAdd: '新增', canEditor: '编辑', canDelete: '删除', canEnabled: '启用', canExport: '导出', canDownload: '下载',
  canAudit: '审核', canBatchAudit: '批量审核', canPrint: '打印', canLock: '锁定', canSet: '设置', canAccount: '核算',
  canCode: '编码', canApply: '申请', canRepeal: '撤销', canUpload: '上传', canTransfer: '转移', canSeeInfo: '查看敏感信息',
  signUp: '报名', canDisabled: '停用',
};

/** A route's permission declaration: the page key and the action it needs ('view' = holding the key). */
export type RouteAction = ActionFlag | 'view';
export interface RoutePermission {
  key: string;
  action: RouteAction;
}
/** Routes open to every logged-in user (own session, own messages). */
export const ANY_USER = { key: '*', action: 'view' } as const satisfies RoutePermission;

/** A granted permission: key and its actions. */
export interface Grant { permissionKey: string; actions: ActionFlag[] }

/** Does this set of grants allow the declared action? */
export function allows(grants: ReadonlyMap<string, readonly string[]>, perm: RoutePermission): boolean {
  if (perm.key === '*') return true;
  const actions = grants.get(perm.key);
  if (!actions) return false;
  return perm.action === 'view' || actions.includes(perm.action);
}
