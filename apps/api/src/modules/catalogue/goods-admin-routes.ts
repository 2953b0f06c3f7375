// The back office's catalogue calls (issue 31 "Catalogue"): the goods list, the goods editor (load, create, save,
// on or off sale), the goods spreadsheet (export, import), the category tree and the brands. The guard (modules/operators) has checked the role's
// `catalogue` permission and opened the audit row of each write, which commits in the write's own transaction.
import {
  BRAND_SAVED,
  CATEGORIES_REORDERED,
  CATEGORY_DELETED,
  CATEGORY_SAVED,
  GOODS_CREATED,
  GOODS_SAVED,
  OFF_SALE,
  GOODS_ON_SALE,
  goodsSheetImportedMessage,
} from '@garden/domain';
import { endpoint, endpointRouter, fileReply, withMessage } from '../../platform/endpoint-routes';
import { operatorCall } from '../../platform/operator-auth';
import {
  createBrand,
  createCategory,
  deleteCategory,
  listAdminBrands,
  listAdminCategories,
  reorderCategories,
  updateBrand,
  updateCategory,
} from './categories-admin';
import { listAdminGoods } from './goods-admin-list';
import { loadEditorDetail, saveGoods, setGoodsSale } from './goods-editor';
import { exportGoodsSheet, importGoodsSheet } from './goods-sheet';

const tag = { ...operatorCall, tags: ['运营 · 商品'] };

export const goodsAdminRoutes = endpointRouter(
  endpoint('listAdminGoods', {
    ...tag,
    summary: '商品列表：按名称、拼音、首字母或商品编号搜索；按分类（含下级）、上下架、有无库存筛选；分页',
    handle: ({ db, input }) =>
      listAdminGoods(db, {
        keyword: input.keyword,
        catId: input.cat_id,
        isSale: input.is_sale,
        inStock: input.in_stock,
        page: input.page,
        pageSize: input.page_size,
      }),
  }),
  endpoint('readAdminGoods', {
    ...tag,
    summary: '商品编辑：读取一件商品的全部可编辑内容（规格、SKU、会员价、库存、定金设置、上下架）',
    handle: ({ db, input }) => loadEditorDetail(db, input.goods_id),
  }),
  endpoint('createGoods', {
    ...tag,
    summary: '新建商品：规格与规格值生成 SKU 组合（每个组合一个 SKU），各 SKU 的市场价、会员等级价、库存、重量；默认下架',
    description: '全部规则由 @garden/domain 的 validateGoodsDraft 检查，任一不符答复 400 与中文说明，什么也不写入。',
    handle: async ({ db, input, now }) => withMessage(await saveGoods(db, input, { now }), GOODS_CREATED),
  }),
  endpoint('updateGoods', {
    ...tag,
    summary: '保存商品：整件商品再次提交；规格值不变的 SKU 保留编号，去掉的 SKU 若已有订单则拒绝',
    handle: async ({ db, input, now }) => withMessage(await saveGoods(db, input, { goodsId: input.goods_id, now }), GOODS_SAVED),
  }),
  endpoint('setGoodsSale', {
    ...tag,
    summary: '上架（1）、即将上架（2）或下架（3）；下架后购物车与结算都不能再买',
    async handle({ db, input, now }) {
      const set = await setGoodsSale(db, input.goods_id, input.is_sale, now);
      return withMessage(set, set.is_sale === 3 ? OFF_SALE : set.is_sale === 1 ? GOODS_ON_SALE : GOODS_SAVED);
    },
  }),
  endpoint('exportGoodsSheet', {
    ...tag,
    file: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    summary: '导出商品表格（.xlsx）：每个 SKU 一行，含商品编号、名称、简称、分类、SKU 编号、规格、市场价、各会员等级价、库存、重量、上架状态',
    description: '答复文件本身（不是信封）。改好后用 POST /v1/operator/goods/import 导入同一个文件。',
    async handle({ db, now, c }) {
      const bytes = await exportGoodsSheet(db);
      const day = now.toISOString().slice(0, 10);
      return fileReply(c, bytes, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', name: `goods-${day}.xlsx` });
    },
  }),
  endpoint('importGoodsSheet', {
    ...tag,
    summary: '导入商品表格（multipart：file）：按商品编号、SKU 编号修改名称、简称、分类、上架状态、市场价、会员等级价、库存、重量',
    description:
      '逐行检查（规则同商品编辑）；任一行不正确则什么也不改，答复 400，data.reports 逐行说明（「第 3 行：…」，行号即 Excel 的行号）。' +
      '规格只能在商品编辑中修改；没有编号的行不新建商品；表格中没有的 SKU 保持不变。成功时答复改动的商品与 SKU（改前、改后），审计记录同样的内容。',
    handle: async ({ db, input, now }) => {
      const imported = await importGoodsSheet(db, await input.file.arrayBuffer(), now);
      return withMessage(imported, goodsSheetImportedMessage(imported.goods_changed, imported.skus_changed));
    },
  }),
  endpoint('listAdminCategories', {
    ...tag,
    summary: '分类树（三级，含隐藏的分类），每个分类直接挂的商品数',
    handle: ({ db }) => listAdminCategories(db),
  }),
  endpoint('createCategory', {
    ...tag,
    summary: '新建分类：parent_id 0 为第一级；最多三级；排在同级最后',
    handle: async ({ db, input }) => withMessage(await createCategory(db, { name: input.cat_name, parentId: input.parent_id }), CATEGORY_SAVED),
  }),
  endpoint('updateCategory', {
    ...tag,
    summary: '修改分类：改名、移到另一上级（连同下级，仍不超过三级）、隐藏或显示、更换图标（本店上传的图片，空为去掉）',
    handle: async ({ db, input }) =>
      withMessage(
        await updateCategory(db, { catId: input.cat_id, name: input.cat_name, parentId: input.parent_id, hidden: input.hidden, icon: input.icon }),
        CATEGORY_SAVED,
      ),
  }),
  endpoint('reorderCategories', {
    ...tag,
    summary: '分类排序：列出同一上级下的全部分类，按新的顺序',
    handle: async ({ db, input }) =>
      withMessage(await reorderCategories(db, { parentId: input.parent_id, catIds: input.cat_ids }), CATEGORIES_REORDERED),
  }),
  endpoint('deleteCategory', {
    ...tag,
    summary: '删除分类：只能删除没有商品、没有下级分类的分类（否则答复原因；可改为隐藏）',
    handle: async ({ db, input }) => withMessage(await deleteCategory(db, input.cat_id), CATEGORY_DELETED),
  }),
  endpoint('listAdminBrands', {
    ...tag,
    summary: '品牌列表（含隐藏的），以及商品编辑可选的发货地',
    handle: ({ db }) => listAdminBrands(db),
  }),
  endpoint('createBrand', {
    ...tag,
    summary: '新建品牌',
    handle: async ({ db, input }) => withMessage(await createBrand(db, input.brand_name), BRAND_SAVED),
  }),
  endpoint('updateBrand', {
    ...tag,
    summary: '修改品牌：改名（其商品的搜索文字随之更新）、隐藏（新商品不可选）或显示',
    handle: async ({ db, input }) =>
      withMessage(await updateBrand(db, { brandId: input.brand_id, name: input.brand_name, hidden: input.hidden }), BRAND_SAVED),
  }),
);
