import type { FeatureTexts } from '../../featureTexts';
import type { demosCurdEn } from './en';

export const demosCurdZhCn: FeatureTexts<typeof demosCurdEn> = {
  demoCurd: {
    intro: '演示条目（读模型 demo_items_v1，权限 sys:demo-item:*）的完整列表、新增、编辑和删除页面，只用通用组件搭建。每次修改都作为命令经由 API 提交；列表读取投影。',
    generated:
      '左侧没有一行是手写的：这些视图（admin/src/resources/demo-items）由代码生成器根据 demo_items_v1 已保存的配置生成，其背后的契约、API 模块和投影也是如此。本页面只负责承载它们并展示其源代码。',
    demo: '生成的视图',
    code: {
      title: '生成的源代码',
      files: '生成的文件',
      file: '%{file} 的源代码',
      following: '标签页跟随左侧的视图：%{view}。',
    },
    views: {
      list: '列表',
      create: '新增',
      edit: '编辑',
      show: '详情',
    },
  },
};
