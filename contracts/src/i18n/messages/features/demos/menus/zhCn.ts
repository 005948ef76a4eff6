import type { FeatureTexts } from '../../featureTexts';
import type { demosMenusEn } from './en';

export const demosMenusZhCn: FeatureTexts<typeof demosMenusEn> = {
  menus: {
    demo: {
      root: '功能演示',
      api: '接口文档',
      curd: '增删改查',
      dictionary: '字典组件',
      icons: '图标',
      iconSelector: '图标选择器',
      multiLevel: '多级菜单',
      level1: '一级菜单',
      level2: '二级菜单',
      level3a: '三级菜单 1',
      level3b: '三级菜单 2',
      routeParamA: '路由参数 A',
      routeParamB: '路由参数 B',
      signature: '电子签名',
      tableSelect: '表格选择器',
      upload: '文件上传',
      richText: '富文本编辑器',
      websocket: 'WebSocket',
    },
    actions: { demo: { query: '使用演示接口' } },
  },
};
