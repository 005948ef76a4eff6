import type { FeatureTexts } from '../featureTexts';
import type { demoItemsEn } from './en';

export const demoItemsZhCn: FeatureTexts<typeof demoItemsEn> = {
  menus: { demoItems: '演示条目' },
  demoItems: {
    name: '演示条目',
    fields: {
      id: '编号',
      name: '名称',
      category: '类别',
      price: '价格',
      releaseDate: '发布日期',
      active: '启用',
      cover: '封面',
      description: '描述',
      createTime: '创建时间',
      updateTime: '更新时间',
    },
    filters: {
      releaseDateFrom: '发布日期（起）',
      releaseDateTo: '发布日期（止）',
    },
    empty: { none: '暂无数据。', filtered: '没有符合筛选条件的数据。' },
    deleteConfirm: '确定删除“%{name}”吗？',
    yes: '是',
    no: '否',
    upload: { choose: '上传文件', remove: '移除文件', failed: '上传失败。' },
  },
};
