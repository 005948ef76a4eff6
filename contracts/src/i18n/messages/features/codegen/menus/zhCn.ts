import type { FeatureTexts } from '../../featureTexts';
import type { codegenMenusEn } from './en';

export const codegenMenusZhCn: FeatureTexts<typeof codegenMenusEn> = {
  menus: {
    codegen: '代码生成',
    actions: { codegen: { query: '查看与预览', edit: '保存配置', download: '下载代码' } },
  },
};
