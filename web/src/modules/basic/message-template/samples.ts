/** Sample values of the message placeholders, for the chips' hints and the preview. */
import type { MESSAGE_PLACEHOLDERS } from '@ta/contract';

export const MESSAGE_SAMPLES: Record<(typeof MESSAGE_PLACEHOLDERS)[number], string> = {
  订单号: 'DD202611230001', 团期: '2026-12-01', 团号: 'TQ20261201001', 线路名称: '日本东京大阪6日游', 出发日期: '2026-12-01',
  返回日期: '2026-12-06', 集合时间: '2026-12-01 07:30', 集合地点: '上海浦东国际机场T2航站楼', 金额: '12,800.00元', 人数: '2',
  客户名称: '张三', 联系人: '张三', 联系电话: '13800000000', 导游姓名: '李导', 导游电话: '13900000000', 审批类型: '订单审核',
  申请人: '王小美', 审批结果: '已通过', 审批意见: '同意', 公司名称: '畅游国旅', 客服电话: '400-800-8888',
};
