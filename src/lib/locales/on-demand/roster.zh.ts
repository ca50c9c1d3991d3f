// The team roster's texts in Chinese (Simplified) (roster.en.ts).
export default {
  roster: {
    heading: '球员名单',
    description: '用来安排轮换和比赛的球员。轮换会保存自己的副本，所以旧比赛的记录仍然准确。',
    empty: '还没有球员。在下方添加第一名球员。',
    name: '姓名',
    number: '号码',
    numberHint: '与球衣一致：“0”和“00”是不同的号码',
    positions: '位置',
    active: '在队',
    activeFor: '{{name}} 在队',
    inactive: '不在队',
    add: '添加球员',
    remove: '从球员名单中移除 {{name}}',
    positionOf: '{{name}} 的{{short}}（{{position}}）',
    positionNew: '{{short}}（{{position}}）',
    position: { '1': '控球后卫', '2': '得分后卫', '3': '小前锋', '4': '大前锋', '5': '中锋' },
    short: { '1': '控卫', '2': '分卫', '3': '小前', '4': '大前', '5': '中锋' },
    notSynced: '未同步',
    failed: '无法修改球员名单：{{error}}',
  },
};
