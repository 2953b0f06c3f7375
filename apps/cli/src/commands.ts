// The subcommands of `garden`: each parses its own options (node's util.parseArgs), calls the operator
// API and prints what changed. Amounts from the API are fen; they are shown in yuan with the domain.
import type { OperatorDoctor, ParcelStaffInfo, PendingWork, ShopperRow } from '@garden/contract';
import { endpoints, type OperatorCallName } from '@garden/contract/endpoints';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ParseArgsConfig } from 'node:util';
import {
  AFTER_SALES_REASON_LABELS,
  COUPON_STATE_LABELS,
  type AfterSalesReason,
  CARD_TOP_UP_MAX_FEN,
  formatFen,
  formatChinaTime,
  formatYuan,
  fromFen,
  GOODS_SALE_LABELS,
  GOODS_SHEET_MAX_BYTES,
  GOODS_SHEET_TOO_LARGE,
  goodsSheetImportedMessage,
  isOperatorRole,
  MEMBER_CARD_KINDS,
  OPERATOR_ROLES,
  type OperatorRole,
  MEMBER_CARD_STATE_LABELS,
  ORDER_CANCELLED,
  ORDER_NOTE_MAX,
  ORDER_NOTE_REQUIRED,
  ORDER_NOTE_SAVED,
  ORDER_STATUS_LABELS,
  PACKING_SLIP_ORDERS_MAX,
  PACKING_SLIP_TOO_MANY,
  PARCEL_STAFF_ADDED,
  PARCEL_STAFF_UPDATED,
  REFUND_TYPE_LABELS,
  REVIEW_HIDDEN,
  REVIEW_SHOWN,
  SHIPMENT_SHEET_HEADERS,
  SHOPPER_DISABLED,
  SHOPPER_ENABLED,
  operatorShownName,
  operatorWithdrawalStatusLabel,
  shipmentSheetShippedMessage,
} from '@garden/domain';
import { auditOrders, fetchAllOrders } from './audit';
import { type CliAuth, type CliEnv, CliError, type OperatorClient, serverOf } from './client';
import { readPassword, writeSession } from './session';

/** Where a command writes: the report on `out`, problems on `err`. */
export interface Output {
  out: (line: string) => void;
  err: (line: string) => void;
}

export interface Command {
  /** `orders ship`, as typed. */
  name: string;
  /** The operator calls it makes (the README's role column is who may make them all). */
  calls: readonly OperatorCallName[];
  summary: string;
  /** The usage line and options, shown by `--help`. */
  help: string;
  options: NonNullable<ParseArgsConfig['options']>;
  /** How it signs in: the operator's saved sign-in unless said (`login` none, `operators add` the data-folder token). */
  auth?: CliAuth;
  /** Runs with the parsed options and positionals; answers the exit code. */
  run: (
    client: OperatorClient,
    input: { values: Record<string, string | boolean | undefined>; positionals: string[] },
    output: Output,
    env: CliEnv,
  ) => Promise<number>;
}

/** A usage mistake: shown with the command's help. */
export class UsageError extends CliError {
  override name = 'UsageError';
}

const yuan = (fen: number) => `¥${formatYuan(fromFen(fen))}`;
const time = (seconds: number) => (seconds > 0 ? formatChinaTime(new Date(seconds * 1000)) : '-');

/** An audit's report: each drift on its own line, then the summary; exit 1 when anything drifted. */
function reportAudit(output: Output, checked: string, drifts: readonly string[]): number {
  for (const line of drifts) output.out(line);
  if (drifts.length > 0) {
    output.err(`${checked}：发现 ${drifts.length} 处不一致`);
    return 1;
  }
  output.out(`${checked}：全部一致`);
  return 0;
}

/** A required whole-number id: the first positional or the named option. */
function idOf(input: { values: Record<string, unknown>; positionals: string[] }, name: string, label: string): number {
  const given = input.positionals[0] ?? input.values[name];
  const id = Number(given);
  if (typeof given !== 'string' || !/^\d+$/.test(given) || id < 1) throw new UsageError(`请给出${label}`);
  return id;
}

/** An optional whole number option. */
function optionalNumber(value: unknown, label: string): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !/^\d+$/.test(value)) throw new UsageError(`${label}应为整数`);
  return Number(value);
}

/** `--sku` or `--goods`, exactly one. */
function skuTarget(values: Record<string, unknown>) {
  const sku = optionalNumber(values.sku, '--sku ');
  const goods = optionalNumber(values.goods, '--goods ');
  if ((sku === undefined) === (goods === undefined)) throw new UsageError('请给出 --sku <sku_id> 或 --goods <gshp_id>（二选一）');
  return { sku_id: sku, gshp_id: goods };
}

/** The most a hardiness file may hold, as the server counts it (`csv` of POST /v1/operator/hardiness). */
const HARDINESS_FILE_MAX = 20_000;

/** A path the operator typed: a relative one is read from where the command was typed (pnpm says where in INIT_CWD). */
const typedPath = (given: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), given);

/** The bytes of a file the operator named (an absolute path), or why it cannot be read. */
async function readFileOf(file: string): Promise<Buffer> {
  try {
    return await readFile(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new CliError(`找不到文件 ${file}`);
    if (code === 'EISDIR') throw new CliError(`${file} 是文件夹，请给出文件`);
    if (code === 'EACCES' || code === 'EPERM') throw new CliError(`无权读取文件 ${file}`);
    throw new CliError(`无法读取文件 ${file}：${(error as Error).message}`);
  }
}

/**
 * A text file the operator named, as UTF-8 without a leading BOM. A relative path is read from where the
 * command was typed (pnpm runs the script in apps/cli and says where in INIT_CWD, as for DATA_DIR).
 */
async function readTextFile(given: string): Promise<string> {
  const file = typedPath(given);
  const bytes = await readFileOf(file);
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new CliError(`文件 ${file} 不是 UTF-8 编码：请另存为 UTF-8（Excel 中选「CSV UTF-8」）`);
  }
}

/** Writes a downloaded file where the operator said (an existing file of that name is overwritten). */
async function writeFileOf(file: string, bytes: Uint8Array): Promise<void> {
  try {
    await writeFile(file, bytes);
  } catch (error) {
    throw new CliError(`无法写入文件 ${file}：${(error as Error).message}`);
  }
}

const kilobytes = (bytes: Uint8Array) => `${Math.ceil(bytes.byteLength / 1024)} KB`;

/**
 * The one spreadsheet a command names (`goods import`, `orders ship-sheet`), as the upload's file: an .xlsx, or a
 * CSV by its name. Refused before any call when it is larger than the server takes.
 */
async function sheetFileOf(positionals: readonly string[]): Promise<File> {
  const file = typedPath(oneFile(positionals, '请给出要导入的文件'));
  const bytes = await readFileOf(file);
  if (bytes.byteLength > GOODS_SHEET_MAX_BYTES) throw new CliError(GOODS_SHEET_TOO_LARGE);
  const type = /\.csv$/i.test(file) ? 'text/csv' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  return new File([bytes], path.basename(file), { type });
}

/** The one file a command names. */
function oneFile(positionals: readonly string[], missing: string): string {
  const [given, ...extra] = positionals;
  if (!given) throw new UsageError(missing);
  if (extra.length > 0) throw new UsageError('只能给出一个文件（路径中有空格时请加引号）');
  return given;
}

/** A field of an import's change, `名称 旧 → 新`, or nothing when it stayed. */
const changed = (label: string, before: unknown, after: unknown): string => (before === after ? '' : `${label} ${String(before)} → ${String(after)}`);
const joinChanges = (fields: readonly string[]) => {
  const shown = fields.filter(Boolean);
  return shown.length > 0 ? `：${shown.join('；')}` : '';
};
/** A member grade's price as the sheet shows it: none means the grade pays the market price. */
const priceOrMarket = (yuanText: string | undefined) => (yuanText === undefined ? '按市场价' : `¥${yuanText}`);

/**
 * A `… list` command: one part of the operator's pending work (one call answers all three parts),
 * a line a row, or `none` when there is nothing to do.
 */
function pendingListCommand<Part extends keyof PendingWork>(command: {
  name: string;
  summary: string;
  /** More help after the options. */
  notes?: string;
  part: Part;
  none: string;
  line: (row: PendingWork[Part][number]) => string;
}): Command {
  return {
    name: command.name,
    calls: ['pendingWork'],
    summary: command.summary,
    help: `garden ${command.name} [--limit <n>]\n\n  --limit, -n  最多列出几条（默认 20，最多 100）${command.notes ? `\n\n${command.notes}` : ''}`,
    options: { limit: { type: 'string', short: 'n' } },
    async run(client, { values }, output) {
      const pending = await client.call(endpoints.pendingWork, { limit: optionalNumber(values.limit, '--limit ') });
      const list = pending[command.part];
      if (list.length === 0) output.out(command.none);
      for (const row of list) output.out(command.line(row));
      return 0;
    },
  };
}

/** `--role`: one of the five roles. */
function roleOf(value: unknown): OperatorRole {
  if (typeof value !== 'string' || !isOperatorRole(value)) throw new UsageError(`请给出 --role：${OPERATOR_ROLES.join('、')}`);
  return value;
}

/** A day given as YYYY-MM-DD, as Unix seconds at its start (China time) or, with `end`, its last second. */
function dayOf(value: unknown, label: string, end = false): number | undefined {
  if (value === undefined) return undefined;
  const day = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? Date.parse(`${value}T00:00:00+08:00`) : Number.NaN;
  if (Number.isNaN(day)) throw new UsageError(`${label}应为日期 YYYY-MM-DD`);
  return day / 1000 + (end ? 86_399 : 0);
}

/** The operators' own commands: sign-in, accounts, the audit trail (issue 31). */
const OPERATOR_COMMANDS: readonly Command[] = [
  {
    name: 'login',
    calls: ['operatorSignIn'],
    summary: '以操作员身份登录（之后的命令都以该操作员执行）',
    help: 'garden login [登录名]\n\n密码在终端输入（不显示），或取自 GARDEN_PASSWORD；登录凭证按服务器地址保存在 ~/.config/garden/sessions.json（仅本用户可读）。',
    options: {},
    auth: 'none',
    async run(client, input, output, env) {
      const login = input.positionals[0] ?? '';
      if (!login) throw new UsageError('请给出登录名');
      const password = await readPassword(env, '密码：');
      const signedIn = await client.call(endpoints.operatorSignIn, { login, password });
      await writeSession(env, serverOf(env), { login, key: signedIn.key });
      output.out(`已登录 ${serverOf(env)}：${signedIn.operator.login}（${signedIn.operator.role}）`);
      return 0;
    },
  },
  {
    name: 'logout',
    calls: ['operatorSignOut'],
    summary: '退出登录',
    help: 'garden logout',
    options: {},
    async run(client, _input, output, env) {
      await client.call(endpoints.operatorSignOut);
      await writeSession(env, serverOf(env), undefined);
      output.out('已退出登录');
      return 0;
    },
  },
  {
    name: 'whoami',
    calls: ['operatorMe'],
    summary: '当前登录的操作员与角色',
    help: 'garden whoami',
    options: {},
    async run(client, _input, output) {
      const me = await client.call(endpoints.operatorMe);
      output.out(`${me.login}\t${me.display_name}\t${me.role}`);
      return 0;
    },
  },
  {
    name: 'operators add',
    calls: ['addOperator'],
    summary: '添加操作员（用服务器数据目录的运营令牌，可在还没有操作员时添加第一个店长）',
    help: 'garden operators add <登录名> --role <店长|运营|客服|仓库|财务> [--name 显示名称]\n\n密码在终端输入（不显示），或取自 GARDEN_PASSWORD。运营令牌取自 GARDEN_OPERATOR_TOKEN，或服务器数据目录（DATA_DIR）的 operator-token。',
    options: { role: { type: 'string', short: 'r' }, name: { type: 'string' } },
    auth: 'bootstrap',
    async run(client, input, output, env) {
      const login = input.positionals[0];
      if (!login) throw new UsageError('请给出登录名');
      const role = roleOf(input.values.role);
      const password = await readPassword(env, '初始密码：');
      const name = input.values.name;
      const added = await client.call(endpoints.addOperator, { login, password, role, ...(typeof name === 'string' ? { display_name: name } : {}) });
      output.out(`已添加操作员 ${added.operator_id}\t${added.login}\t${added.role}`);
      return 0;
    },
  },
  {
    name: 'operators list',
    calls: ['listOperators'],
    summary: '操作员列表（店长）',
    help: 'garden operators list',
    options: {},
    async run(client, _input, output) {
      const { list } = await client.call(endpoints.listOperators);
      for (const operator of list) {
        output.out([operator.operator_id, operator.login, operator.display_name, operator.role, operator.disabled ? '已停用' : '启用'].join('\t'));
      }
      return 0;
    },
  },
  {
    name: 'operators update',
    calls: ['updateOperator'],
    summary: '修改操作员：角色、显示名称，停用或启用（店长）',
    help:
      'garden operators update <operator_id> [--role <店长|运营|客服|仓库|财务>] [--name <显示名称>] [--disable | --enable]\n\n' +
      '编号见 garden operators list。停用的操作员不能登录，已登录的也立即失效。',
    options: { role: { type: 'string', short: 'r' }, name: { type: 'string' }, disable: { type: 'boolean' }, enable: { type: 'boolean' } },
    async run(client, input, output) {
      const operatorId = idOf(input, 'operator', '操作员编号 operator_id');
      const { values } = input;
      if (values.disable && values.enable) throw new UsageError('--disable 与 --enable 只能给出一个');
      const change = {
        ...(values.role === undefined ? {} : { role: roleOf(values.role) }),
        ...(typeof values.name === 'string' ? { display_name: values.name } : {}),
        ...(values.disable ? { disabled: 1 } : values.enable ? { disabled: 0 } : {}),
      };
      if (Object.keys(change).length === 0) throw new UsageError('请给出要修改的内容：--role、--name、--disable 或 --enable');
      const operator = await client.call(endpoints.updateOperator, { operator_id: operatorId, ...change });
      output.out(
        `已修改操作员 ${operator.operator_id}\t${operator.login}\t${operator.display_name}\t${operator.role}\t${operator.disabled ? '已停用' : '启用'}`,
      );
      return 0;
    },
  },
  {
    name: 'audit trail',
    calls: ['auditTrail'],
    summary: '操作记录：谁在何时做了什么（新的在前）',
    help: 'garden audit trail [--operator <id>] [--target <类型:编号>] [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--page n] [-n 50]',
    options: {
      operator: { type: 'string' },
      target: { type: 'string' },
      from: { type: 'string' },
      to: { type: 'string' },
      page: { type: 'string' },
      limit: { type: 'string', short: 'n' },
    },
    async run(client, { values }, output) {
      const [targetType, targetId] = typeof values.target === 'string' ? values.target.split(':') : [];
      const page = await client.call(endpoints.auditTrail, {
        operator_id: optionalNumber(values.operator, '--operator '),
        target_type: targetType,
        target_id: targetId,
        from: dayOf(values.from, '--from '),
        to: dayOf(values.to, '--to ', true),
        page: optionalNumber(values.page, '--page '),
        limit: optionalNumber(values.limit, '-n '),
      });
      for (const entry of page.list) {
        output.out(
          [
            time(entry.at),
            operatorShownName(entry.operator_login),
            entry.action,
            `${entry.target_type}:${entry.target_id}`,
            JSON.stringify(entry.before),
            JSON.stringify(entry.after),
          ].join('\t'),
        );
      }
      output.out(`共 ${page.total} 条，第 ${page.page} 页`);
      return 0;
    },
  },
];

/** Whole-number ids given as positionals, each alone or comma-separated (`12 13,14`). */
function idsOf(positionals: readonly string[], label: string): number[] {
  const given = positionals.flatMap((part) => part.split(',')).filter(Boolean);
  if (given.length === 0 || given.some((id) => !/^\d+$/.test(id) || Number(id) < 1)) throw new UsageError(`请给出${label}`);
  return given.map(Number);
}

/** 1 for `disable`, 0 for `enable`: the account commands' verbs. */
const DISABLE_VERBS = [
  ['disable', 1, '停用'],
  ['enable', 0, '启用'],
] as const;

/** The order desk of the back office's 订单 page (issue 32 "Orders and shipping"), for the terminal. */
const ORDER_DESK_COMMANDS: readonly Command[] = [
  {
    name: 'orders slip',
    calls: ['printPackingSlips'],
    summary: '发货单 PDF：一个或多个订单，每个订单从新的一页开始（客服、仓库、店长）',
    help:
      'garden orders slip <order_id> [order_id…] --out <文件.pdf>\n\n' +
      '  --out, -o  保存到的 PDF 文件；已有的同名文件会被覆盖，相对路径从输入命令的目录算起\n\n' +
      `订单编号用空格或逗号分隔，最多 ${PACKING_SLIP_ORDERS_MAX} 个，按给出的顺序打印：订单号、收货人、地址、手机、商品（规格、件数）、赠品和买家留言。`,
    options: { out: { type: 'string', short: 'o' } },
    async run(client, { values, positionals }, output) {
      const orderIds = idsOf(positionals, '订单编号 order_id');
      if (orderIds.length > PACKING_SLIP_ORDERS_MAX) throw new UsageError(PACKING_SLIP_TOO_MANY);
      if (typeof values.out !== 'string' || !values.out) throw new UsageError('请给出 --out <文件.pdf>');
      const file = typedPath(values.out);
      const bytes = await client.download(endpoints.printPackingSlips, { order_ids: orderIds.join(',') });
      await writeFileOf(file, bytes);
      output.out(`已保存 ${orderIds.length} 个订单的发货单到 ${file}（${kilobytes(bytes)}）`);
      return 0;
    },
  },
  {
    name: 'orders ship-sheet',
    calls: ['shipOrdersFromSheet'],
    summary: '表格批量发货（.xlsx 或 .csv）：每行一个订单，任一行有误则一个也不发（仓库、店长）',
    help:
      'garden orders ship-sheet <文件.xlsx|文件.csv>\n\n' +
      `表头：${SHIPMENT_SHEET_HEADERS.join('、')}；每行一个订单，该订单未发的商品全部发出（一个包裹）。\n` +
      '.xlsx 读第一个工作表；.csv 须为 UTF-8（Excel 中选「CSV UTF-8」）。快递公司写名称（如 顺丰速运），快递单号规则同 orders ship。\n' +
      '逐行检查：任一行有误（订单不存在、未付款、已发完、重复…）则一个订单也不发，逐行列出原因（第 N 行：…），退出码 1。\n' +
      `文件最大 ${GOODS_SHEET_MAX_BYTES / 1024 / 1024} 兆。`,
    options: {},
    async run(client, { positionals }, output) {
      const shipped = await client.upload(endpoints.shipOrdersFromSheet, { file: await sheetFileOf(positionals) });
      output.out(shipmentSheetShippedMessage(shipped.shipped));
      for (const row of shipped.list) {
        output.out(`第 ${row.row} 行\t订单 ${row.order_sn}\t${row.logistics_name} ${row.invoice_no}\to_status ${row.o_status}`);
      }
      return 0;
    },
  },
  {
    name: 'orders show',
    calls: ['readShopOrder'],
    summary: '订单详情：商品、金额、包裹、售后申请和内部备注（客服、仓库、店长）',
    help: 'garden orders show <order_id>',
    options: {},
    async run(client, input, output) {
      const { order, notes, shipments, requests } = await client.call(endpoints.readShopOrder, {
        order_id: idOf(input, 'order', '订单编号 order_id'),
      });
      output.out(`订单 ${order.order_sn}\t${order.order_status}（o_status ${order.o_status}）\t下单 ${order.order_time}\t会员 ${order.user_mobile}`);
      output.out(`收货人 ${order.consignee}\t${order.phone}\t${order.address}`);
      output.out(
        `应付 ¥${order.order_amount}\t已付 ¥${order.total_fee}${order.pay_name ? `（${order.pay_name}）` : ''}\t配送 ${order.shipping_name}`,
      );
      if (order.msg_to_shop) output.out(`买家留言 ${order.msg_to_shop}`);
      for (const line of order.goods_list) {
        const refunded = line.refund_number > 0 ? `\t已退 ${line.refund_number}` : '';
        output.out(
          `  商品 ${line.rec_id}\t${line.goods_name}\t${line.goods_attr || '—'}\t×${line.goods_number}\t¥${line.subtotal}\t${line.shipped ? '已发货' : '未发货'}${refunded}`,
        );
      }
      for (const parcel of shipments)
        output.out(`  包裹 ${time(parcel.shipped_at)}\t${parcel.logistics_name} ${parcel.invoice_no}\t商品 ${parcel.rec_ids.join(',')}`);
      for (const request of requests) output.out(`  售后 ${request.refund_id}\t${request.refund_sn}\t${request.progress}\t¥${request.amount}`);
      for (const note of notes) output.out(`  备注 ${time(note.created_at)}\t${note.operator_login ?? '—'}\t${note.note}`);
      return 0;
    },
  },
  {
    name: 'orders cancel',
    calls: ['cancelShopOrder'],
    summary: '取消未付款的订单：与会员自己取消相同，库存、优惠券和余额退回（客服、店长）',
    help: 'garden orders cancel <order_id>',
    options: {},
    async run(client, input, output) {
      const cancelled = await client.call(endpoints.cancelShopOrder, { order_id: idOf(input, 'order', '订单编号 order_id') });
      output.out(`${ORDER_CANCELLED}：${cancelled.order_sn}`);
      return 0;
    },
  },
  {
    name: 'orders note',
    calls: ['addOrderNote'],
    summary: `订单内部备注（会员看不到），1–${ORDER_NOTE_MAX} 字（客服、仓库、店长）`,
    help: `garden orders note <order_id> <备注内容>\n\n备注 1–${ORDER_NOTE_MAX} 字，只在后台和 garden orders show 中显示。`,
    options: {},
    async run(client, input, output) {
      const orderId = idOf(input, 'order', '订单编号 order_id');
      const note = input.positionals.slice(1).join(' ').trim();
      if (!note) throw new UsageError(ORDER_NOTE_REQUIRED);
      const saved = await client.call(endpoints.addOrderNote, { order_id: orderId, note });
      output.out(`订单 ${orderId} ${ORDER_NOTE_SAVED}（备注编号 ${saved.note_id}）`);
      return 0;
    },
  },
];

/** A shopper's line in `users list`. */
const shopperLine = (row: ShopperRow) =>
  [
    row.user_id,
    row.mobile || '—',
    row.nick,
    `等级 ${row.u_grade}`,
    `余额 ¥${row.user_money}`,
    row.is_trader ? '批发商' : '',
    row.disabled ? '已停用' : '启用',
    `注册 ${time(row.created_at)}`,
  ]
    .filter((cell) => cell !== '')
    .join('\t');

/** A parcel staff account's line. */
const parcelStaffLine = (staff: ParcelStaffInfo) =>
  [staff.staff_id, staff.user_name, staff.name || '—', staff.disabled ? '已停用' : '启用', `添加 ${time(staff.created_at)}`].join('\t');

/** The back office's people (issue 32 "People"): shoppers, the parcel staff's accounts, operators' roles. */
const PEOPLE_COMMANDS: readonly Command[] = [
  {
    name: 'users list',
    calls: ['listShoppers'],
    summary: '顾客：按手机号、昵称、用户名或编号查找，新注册的在前（客服、店长）',
    help: 'garden users list [--query <手机号|昵称|用户名|编号>] [--page n] [-n 20]\n\n每行：编号、手机号、昵称、等级、余额、批发商、启用或已停用、注册时间。',
    options: { query: { type: 'string', short: 'q' }, page: { type: 'string' }, limit: { type: 'string', short: 'n' } },
    async run(client, { values }, output) {
      const page = await client.call(endpoints.listShoppers, {
        q: typeof values.query === 'string' ? values.query : undefined,
        page: optionalNumber(values.page, '--page '),
        limit: optionalNumber(values.limit, '-n '),
      });
      for (const row of page.list) output.out(shopperLine(row));
      output.out(`共 ${page.total} 位顾客，第 ${page.page} 页`);
      return 0;
    },
  },
  {
    name: 'users show',
    calls: ['readShopper'],
    summary: '一位顾客：账户、最近的订单、会员卡、优惠券和收藏数（客服、店长）',
    help: 'garden users show <user_id>',
    options: {},
    async run(client, input, output) {
      const detail = await client.call(endpoints.readShopper, { user_id: idOf(input, 'user', '用户编号 user_id') });
      output.out(shopperLine(detail.shopper));
      output.out(`订单 ${detail.orders.total} 个\t收藏 ${detail.favourites_count} 件`);
      for (const order of detail.orders.list)
        output.out(`  订单 ${order.order_id}\t${order.order_sn}\t${order.status_name}\t¥${order.order_amount}\t${time(order.add_time)}`);
      for (const card of detail.cards) output.out(`  会员卡 ${card.f_card_number}\t${card.f_name}\t折扣 ${card.discount}\t余额 ¥${card.balance}`);
      for (const coupon of detail.coupons) {
        const kind = coupon.is_shipping ? '运费券' : `满 ¥${coupon.min_goods_amount}`;
        output.out(
          `  优惠券 ${coupon.bonus_id}\t${coupon.type_name}\t¥${coupon.type_money}（${kind}）\t${COUPON_STATE_LABELS[coupon.state]}\t至 ${time(coupon.use_end_date)}`,
        );
      }
      return 0;
    },
  },
  ...DISABLE_VERBS.map(
    ([verb, disabled]): Command => ({
      name: `users ${verb}`,
      calls: ['setShopperDisabled'],
      summary: disabled ? '停用顾客账号：其登录全部退出，不能再登录（店长）' : '启用停用的顾客账号（店长）',
      help: `garden users ${verb} <user_id>`,
      options: {},
      async run(client, input, output) {
        const set = await client.call(endpoints.setShopperDisabled, { user_id: idOf(input, 'user', '用户编号 user_id'), disabled });
        output.out(`用户 ${set.user_id}：${set.disabled ? SHOPPER_DISABLED : SHOPPER_ENABLED}`);
        return 0;
      },
    }),
  ),
  {
    name: 'parcel-staff list',
    calls: ['listParcelStaff'],
    summary: '退件人员（/parcelLogin 登记退货包裹的账号）（仓库、店长）',
    help: 'garden parcel-staff list\n\n每行：编号、用户名、姓名、启用或已停用、添加时间。',
    options: {},
    async run(client, _input, output) {
      const { list } = await client.call(endpoints.listParcelStaff);
      for (const staff of list) output.out(parcelStaffLine(staff));
      return 0;
    },
  },
  {
    name: 'parcel-staff add',
    calls: ['addParcelStaff'],
    summary: '添加退件人员（密码在终端输入，或取自 GARDEN_PASSWORD）（仓库、店长）',
    help: 'garden parcel-staff add <用户名> [--name <姓名>]\n\n用户名 2–32 位字母、数字、下划线、点或连字符；初始密码 6–20 位，在终端输入（不显示）或取自 GARDEN_PASSWORD。',
    options: { name: { type: 'string' } },
    async run(client, input, output, env) {
      const userName = input.positionals[0];
      if (!userName) throw new UsageError('请给出用户名');
      const password = await readPassword(env, '初始密码：');
      const name = input.values.name;
      const added = await client.call(endpoints.addParcelStaff, { user_name: userName, password, ...(typeof name === 'string' ? { name } : {}) });
      output.out(`${PARCEL_STAFF_ADDED}：${parcelStaffLine(added)}`);
      return 0;
    },
  },
  {
    name: 'parcel-staff reset-password',
    calls: ['updateParcelStaff'],
    summary: '重设退件人员的密码：其登录全部退出（仓库、店长）',
    help: 'garden parcel-staff reset-password <staff_id>\n\n新密码 6–20 位，在终端输入（不显示）或取自 GARDEN_PASSWORD。',
    options: {},
    async run(client, input, output, env) {
      const staffId = idOf(input, 'staff', '退件人员编号 staff_id');
      const password = await readPassword(env, '新密码：');
      const updated = await client.call(endpoints.updateParcelStaff, { staff_id: staffId, password });
      output.out(`${PARCEL_STAFF_UPDATED}：${parcelStaffLine(updated)}（密码已重设）`);
      return 0;
    },
  },
  ...DISABLE_VERBS.map(
    ([verb, disabled, label]): Command => ({
      name: `parcel-staff ${verb}`,
      calls: ['updateParcelStaff'],
      summary: `${label}退件人员${disabled ? '：其登录全部退出' : ''}（仓库、店长）`,
      help: `garden parcel-staff ${verb} <staff_id>`,
      options: {},
      async run(client, input, output) {
        const updated = await client.call(endpoints.updateParcelStaff, { staff_id: idOf(input, 'staff', '退件人员编号 staff_id'), disabled });
        output.out(`${PARCEL_STAFF_UPDATED}：${parcelStaffLine(updated)}`);
        return 0;
      },
    }),
  ),
];

/** Hiding a review from the goods page, or showing it again (the back office's 评价). */
const REVIEW_VISIBILITY_COMMANDS: readonly Command[] = (
  [
    ['hide', 0, '隐藏评价：商品页不再显示（客服、店长）'],
    ['show', 1, '重新在商品页显示隐藏的评价（客服、店长）'],
  ] as const
).map(
  ([verb, isShow, summary]): Command => ({
    name: `reviews ${verb}`,
    calls: ['setReviewShown'],
    summary,
    help: `garden reviews ${verb} <g_comment_id>`,
    options: {},
    async run(client, input, output) {
      const set = await client.call(endpoints.setReviewShown, { g_comment_id: idOf(input, 'review', '评价编号 g_comment_id'), is_show: isShow });
      output.out(`评价 ${set.g_comment_id}：${set.is_show ? REVIEW_SHOWN : REVIEW_HIDDEN}`);
      return 0;
    },
  }),
);

export const COMMANDS: readonly Command[] = [
  ...OPERATOR_COMMANDS,
  pendingListCommand({
    name: 'orders list',
    summary: '待发货的订单（已付款、还有商品未发出），以及要一起打包的赠品',
    notes: '订单下单时满件赠送得到的赠品列在行尾（赠品 名称×数量），随订单一起打包；赠品不是订单商品，下单时不占库存，送完为止。',
    part: 'orders_to_ship',
    none: '没有待发货的订单',
    line: (row) => {
      const gifts = row.gifts.map((gift) => `${gift.goods_name}×${gift.goods_number}`).join('、');
      return `${row.order_id}\t${row.order_sn}\to_status ${row.o_status}\t${row.consignee}\t${row.shipping_name}\t付款 ${time(row.pay_time)}${gifts ? `\t赠品 ${gifts}` : ''}`;
    },
  }),
  {
    name: 'orders ship',
    calls: ['shipOrder'],
    summary: '发货：快递公司和单号；只发部分商品时订单为部分发货（o_status 3）',
    help:
      'garden orders ship <order_id> --carrier <快递公司名称或编号> --invoice <快递单号> [--lines <rec_id,rec_id>]\n\n' +
      '  --carrier, -c  快递公司：名称（如 顺丰速运）或编号（1 顺丰速运 … 7 京东物流）\n' +
      '  --invoice, -i  快递单号\n' +
      '  --lines, -l    本包裹的订单商品 rec_id，逗号分隔；不给则发出全部未发货商品',
    options: { carrier: { type: 'string', short: 'c' }, invoice: { type: 'string', short: 'i' }, lines: { type: 'string', short: 'l' } },
    async run(client, input, output) {
      const orderId = idOf(input, 'order', '订单编号 order_id');
      const carrier = String(input.values.carrier ?? '').trim();
      const invoice = String(input.values.invoice ?? '').trim();
      if (!carrier || !invoice) throw new UsageError('请给出 --carrier 和 --invoice');
      const shipped = await client.call(endpoints.shipOrder, {
        order_id: orderId,
        ...(/^\d+$/.test(carrier) ? { shipping_id: Number(carrier) } : { logistics_name: carrier }),
        invoice_no: invoice,
        ...(input.values.lines === undefined ? {} : { rec_ids: String(input.values.lines) }),
      });
      // Every line shipped is the action's own result; a partial shipment is the order's status (domain label).
      const state = shipped.o_status === 3 ? ORDER_STATUS_LABELS.partlyShipped : '已全部发货';
      output.out(`订单 ${shipped.order_sn} ${state}（o_status ${shipped.o_status}）：${shipped.logistics_name} ${shipped.invoice_no}`);
      return 0;
    },
  },
  ...ORDER_DESK_COMMANDS,
  pendingListCommand({
    name: 'refunds list',
    summary: '处理中的售后申请',
    part: 'open_refunds',
    none: '没有处理中的售后申请',
    line: (row) => {
      const kind = REFUND_TYPE_LABELS[row.refund_type as 1 | 2] ?? '';
      const reason = AFTER_SALES_REASON_LABELS[row.reason_type as AfterSalesReason] ?? `原因 ${row.reason_type}`;
      const received = row.received_time ? `\t已收到退货 ${time(row.received_time)}` : '';
      return `${row.refund_id}\t${row.refund_sn}\t订单 ${row.order_sn}\t${kind}\t${reason}\t${yuan(row.amount)}\t${time(row.add_time)}${received}`;
    },
  }),
  ...(['approve', 'refuse'] as const).map(
    (verb): Command => ({
      name: `refunds ${verb}`,
      calls: ['decideRefund'],
      summary:
        verb === 'approve'
          ? '同意售后申请：原路退款（只退一次）；订单还有没退的商品时照常发货、收货，全部退完才是售后完成'
          : '拒绝售后申请：订单回到申请前的状态；--reason 写明原因（会员在订单上看到）',
      help:
        verb === 'approve'
          ? 'garden refunds approve <refund_id>'
          : 'garden refunds refuse <refund_id> [--reason <拒绝原因>]\n\n  --reason, -r  拒绝原因，1–200 字，会员在订单上看到',
      options: verb === 'approve' ? {} : { reason: { type: 'string', short: 'r' } },
      async run(client, input, output) {
        const refundId = idOf(input, 'refund', '售后申请编号 refund_id');
        const reason = input.values.reason === undefined ? {} : { reason: String(input.values.reason) };
        const decided = await client.call(endpoints.decideRefund, {
          refund_id: refundId,
          approve: verb === 'approve' ? 1 : 0,
          ...reason,
        });
        const order = `；订单${decided.order_status}（o_status ${decided.o_status}）`;
        if (verb === 'refuse') {
          output.out(`售后申请 ${decided.refund_sn} 已拒绝${order}`);
          return 0;
        }
        const to: Record<string, string> = { card: '会员卡', balance: '余额', gateway: '支付网关' };
        const parts = decided.payouts.map(
          (payout) => `${to[payout.to] ?? payout.to} ${yuan(payout.amount)}${payout.refund_no ? `（${payout.refund_no}，${payout.status}）` : ''}`,
        );
        output.out(`售后申请 ${decided.refund_sn} 已退款 ${yuan(decided.amount)}${parts.length > 0 ? `：${parts.join('，')}` : ''}${order}`);
        return 0;
      },
    }),
  ),
  pendingListCommand({
    name: 'reviews list',
    summary: '还没有官方回复的评价',
    part: 'reviews_to_reply',
    none: '没有待回复的评价',
    line: (row) => `${row.g_comment_id}\t${'★'.repeat(row.comment_rank)}\t${row.goods_name}\t${row.content}\t${time(row.add_time)}`,
  }),
  {
    name: 'reviews reply',
    calls: ['replyToReview'],
    summary: '官方回复一条评价',
    help: 'garden reviews reply <g_comment_id> <回复内容>',
    options: {},
    async run(client, input, output) {
      const gCommentId = idOf(input, 'review', '评价编号 g_comment_id');
      const content = input.positionals.slice(1).join(' ').trim();
      if (!content) throw new UsageError('请给出回复内容');
      const reply = await client.call(endpoints.replyToReview, { g_comment_id: gCommentId, content });
      output.out(`已回复评价 ${gCommentId}（回复编号 ${reply.comment_id}）`);
      return 0;
    },
  },
  ...REVIEW_VISIBILITY_COMMANDS,
  {
    name: 'coupons issue',
    calls: ['issueCoupon'],
    summary: '给一位用户发一张优惠券（每人每种券一张）',
    help: 'garden coupons issue --type <type_id> (--mobile <手机号> | --user <user_id>)\n\n  --type, -t    优惠券类型 type_id\n  --mobile, -m  用户手机号\n  --user, -u    用户编号',
    options: { type: { type: 'string', short: 't' }, mobile: { type: 'string', short: 'm' }, user: { type: 'string', short: 'u' } },
    async run(client, { values }, output) {
      const typeId = optionalNumber(values.type, '--type ');
      if (typeId === undefined) throw new UsageError('请给出 --type <type_id>');
      const userId = optionalNumber(values.user, '--user ');
      if ((userId === undefined) === (values.mobile === undefined)) throw new UsageError('请给出 --mobile 或 --user（二选一）');
      const issued = await client.call(endpoints.issueCoupon, {
        type_id: typeId,
        ...(userId === undefined ? { mobile: String(values.mobile) } : { user_id: userId }),
      });
      output.out(
        issued.created
          ? `已发放：用户 ${issued.user_id} 的券 ${issued.bonus_id}`
          : `用户 ${issued.user_id} 已有这张券（${issued.bonus_id}），未重复发放`,
      );
      return 0;
    },
  },
  {
    name: 'users trader',
    calls: ['setTrader'],
    summary: '设为批发商（可使用植物目录的报价清单）；--off 取消',
    help: 'garden users trader (--mobile <手机号> | --user <user_id>) [--off]',
    options: { mobile: { type: 'string', short: 'm' }, user: { type: 'string', short: 'u' }, off: { type: 'boolean' } },
    async run(client, { values }, output) {
      const userId = optionalNumber(values.user, '--user ');
      if ((userId === undefined) === (values.mobile === undefined)) throw new UsageError('请给出 --mobile 或 --user（二选一）');
      const set = await client.call(endpoints.setTrader, {
        ...(userId === undefined ? { mobile: String(values.mobile) } : { user_id: userId }),
        is_trader: values.off ? 0 : 1,
      });
      output.out(`用户 ${set.user_id}（${set.mobile}）${set.is_trader ? '已设为批发商' : '已取消批发商'}`);
      return 0;
    },
  },
  ...PEOPLE_COMMANDS,
  {
    name: 'goods stock',
    calls: ['setStock'],
    summary: '设置库存',
    help: 'garden goods stock (--sku <sku_id> | --goods <gshp_id>) <库存>\n\n  --sku, -s    商品规格 sku_id\n  --goods, -g  商品编号（只有一个规格时）',
    options: { sku: { type: 'string', short: 's' }, goods: { type: 'string', short: 'g' } },
    async run(client, { values, positionals }, output) {
      const stock = optionalNumber(positionals[0], '库存');
      if (stock === undefined) throw new UsageError('请给出库存数量');
      const set = await client.call(endpoints.setStock, {
        ...skuTarget(values),
        stock,
      });
      output.out(`商品 ${set.goods_id} 规格 ${set.sku_id} 库存 ${set.stock}（商品总库存 ${set.goods_stock}）`);
      return 0;
    },
  },
  {
    name: 'goods price',
    calls: ['setPrice'],
    summary: '设置价格（元）：市场价，或某会员等级的价格',
    help:
      'garden goods price (--sku <sku_id> | --goods <gshp_id>) <价格，如 12.50> [--grade <0-9>]\n\n' +
      '  --sku, -s    商品规格 sku_id\n  --goods, -g  商品编号（只有一个规格时）\n  --grade      会员等级：设该等级的价格；不给则设市场价',
    options: { sku: { type: 'string', short: 's' }, goods: { type: 'string', short: 'g' }, grade: { type: 'string' } },
    async run(client, { values, positionals }, output) {
      const price = positionals[0];
      if (!price) throw new UsageError('请给出价格（元）');
      const grade = optionalNumber(values.grade, '--grade ');
      const set = await client.call(endpoints.setPrice, { ...skuTarget(values), price, grade });
      const which =
        grade === undefined ? `市场价 ${yuan(set.market_price_fen)}` : `等级 ${grade} 价格 ${yuan(set.grade_prices_fen[String(grade)] ?? 0)}`;
      output.out(`商品 ${set.goods_id} 规格 ${set.sku_id} ${which}`);
      return 0;
    },
  },
  {
    name: 'goods export',
    calls: ['exportGoodsSheet'],
    summary: '导出商品表格（.xlsx）：每个 SKU 一行，改好后用 goods import 导入（运营、店长）',
    help:
      'garden goods export <文件.xlsx>\n\n' +
      '每个 SKU 一行：商品编号、名称、简称、分类、SKU 编号、规格、市场价、各会员等级价、库存、重量、上架状态。\n' +
      '已有的同名文件会被覆盖。相对路径从输入命令的目录算起。需要运营或店长的角色。',
    options: {},
    async run(client, { positionals }, output) {
      const file = typedPath(oneFile(positionals, '请给出要导出到的文件'));
      const bytes = await client.download(endpoints.exportGoodsSheet);
      await writeFileOf(file, bytes);
      output.out(`已导出商品表格到 ${file}（${kilobytes(bytes)}）`);
      return 0;
    },
  },
  {
    name: 'goods import',
    calls: ['importGoodsSheet'],
    summary: '导入改好的商品表格（.xlsx）：任一行有误则什么也不改，并列出每个出错的行（运营、店长）',
    help:
      'garden goods import <文件.xlsx>\n\n' +
      '按商品编号、SKU 编号修改名称、简称、分类、上架状态、市场价、会员等级价、库存、重量；表格中没有的 SKU 不变，\n' +
      '规格只能在商品编辑中修改。逐行检查（规则同商品编辑）：任一行有误则整份不导入，逐行列出原因（第 N 行：…，\n' +
      `行号即 Excel 的行号），退出码 1。文件最大 ${GOODS_SHEET_MAX_BYTES / 1024 / 1024} 兆。需要运营或店长的角色。`,
    options: {},
    async run(client, { positionals }, output) {
      const imported = await client.upload(endpoints.importGoodsSheet, { file: await sheetFileOf(positionals) });
      output.out(goodsSheetImportedMessage(imported.goods_changed, imported.skus_changed));
      for (const change of imported.changes) {
        const goods = change.goods;
        const fields = goods
          ? [
              changed('名称', goods.before.name, goods.after.name),
              changed('简称', goods.before.shortname, goods.after.shortname),
              changed('分类', goods.before.cat_id, goods.after.cat_id),
              changed('上架状态', GOODS_SALE_LABELS[goods.before.is_sale], GOODS_SALE_LABELS[goods.after.is_sale]),
            ]
          : [];
        output.out(`商品 ${change.goods_id} ${change.name}${joinChanges(fields)}`);
        for (const sku of change.skus) {
          const grades = new Set([...Object.keys(sku.before.grade_prices), ...Object.keys(sku.after.grade_prices)]);
          const skuFields = [
            changed('市场价', `¥${sku.before.market_price}`, `¥${sku.after.market_price}`),
            ...[...grades]
              .sort()
              .map((grade) =>
                changed(`等级 ${grade} 价格`, priceOrMarket(sku.before.grade_prices[grade]), priceOrMarket(sku.after.grade_prices[grade])),
              ),
            changed('库存', sku.before.stock, sku.after.stock),
            changed('重量', `${sku.before.weight} 克`, `${sku.after.weight} 克`),
          ];
          output.out(`  SKU ${sku.sku_id} ${sku.spec}${joinChanges(skuFields)}`);
        }
      }
      return 0;
    },
  },
  {
    name: 'audit orders',
    calls: ['auditOrders'],
    summary: '核对全部订单：在本进程中用 @garden/domain 重算每张订单的金额，列出不一致（有则退出码 1）',
    help: 'garden audit orders\n\n逐页取回服务器存储的全部订单，按其商品行、所用优惠券、配送方式、黑五模式、会员卡和下单时间重算；\n父订单核对为子订单之和。每处不一致打印：订单号、字段、存储值、重算值。',
    options: {},
    async run(client, _input, output) {
      const report = auditOrders(await fetchAllOrders(client));
      return reportAudit(
        output,
        `核对了 ${report.orders} 张订单、${report.fathers} 张父订单`,
        report.drifts.map((drift) => `${drift.orderSn}\t${drift.field}\t存储 ${drift.stored}\t重算 ${drift.recomputed}`),
      );
    },
  },
  {
    name: 'audit balances',
    calls: ['auditBalances'],
    summary: '核对余额：每位用户的余额等于余额明细之和、等于最后一笔变动后的余额（有不一致则退出码 1）',
    help: 'garden audit balances\n\n余额只随余额明细变动（退款、下单抵扣、提现及其退回）；每处不一致打印：用户、余额、明细之和、最后一笔后的余额。',
    options: {},
    async run(client, _input, output) {
      const report = await client.call(endpoints.auditBalances);
      return reportAudit(
        output,
        `核对了 ${report.users} 位用户的余额`,
        report.drift.map(
          (drift) => `用户 ${drift.user_id}\t余额 ${yuan(drift.user_money)}\t明细之和 ${yuan(drift.ledger)}\t最后一笔后 ${yuan(drift.last_after)}`,
        ),
      );
    },
  },
  {
    name: 'audit stock',
    calls: ['auditStock'],
    summary: '核对库存：每个规格的库存加上未关闭订单占用的件数等于最近一次设定的库存（有不一致则退出码 1）',
    help: 'garden audit stock\n\n库存只随下单扣减、取消或超时关闭退回、售后退回仓库的件数加回，和操作员设定而变动；\n每个规格：库存 + 未关闭订单占用的件数 = 最近一次设定的库存 + 当时订单占用的件数（基准）。\n每处不一致打印：规格、商品、库存、订单占用、基准、差额；商品总库存不等于其规格库存之和也打印。',
    options: {},
    async run(client, _input, output) {
      const report = await client.call(endpoints.auditStock);
      return reportAudit(output, `核对了 ${report.skus} 个规格、${report.goods} 件商品的库存`, [
        ...report.drift.map((drift) =>
          drift.baseline === null
            ? `规格 ${drift.sku_id}\t商品 ${drift.goods_id} ${drift.goods_name}\t库存 ${drift.stock}\t订单占用 ${drift.held}\t没有库存基准`
            : `规格 ${drift.sku_id}\t商品 ${drift.goods_id} ${drift.goods_name}\t库存 ${drift.stock}\t订单占用 ${drift.held}\t基准 ${drift.baseline}\t差额 ${drift.stock + drift.held - drift.baseline}`,
        ),
        ...report.goods_drift.map((drift) => `商品 ${drift.goods_id} ${drift.goods_name}\t总库存 ${drift.stock}\t规格库存之和 ${drift.sku_stock}`),
      ]);
    },
  },
  {
    name: 'withdrawals list',
    calls: ['operatorWithdrawals'],
    summary: '提现申请：申请中的（--all 全部），早的在前',
    help: 'garden withdrawals list [--all]\n\n每行：编号、用户手机号、金额、支付宝账户、姓名、状态、申请时间。',
    options: { all: { type: 'boolean' } },
    async run(client, input, output) {
      const { list } = await client.call(endpoints.operatorWithdrawals, { all: input.values.all ? 1 : 0 });
      if (list.length === 0) output.out('没有申请中的提现');
      for (const row of list) {
        output.out(
          `${row.id}\t${row.mobile}\t${yuan(row.amount)}\t${row.zfb}\t${row.zfb_name}\t${operatorWithdrawalStatusLabel(row.is_paid)}\t${time(row.add_time)}`,
        );
      }
      return 0;
    },
  },
  ...(['pay', 'refuse'] as const).map(
    (verb): Command => ({
      name: `withdrawals ${verb}`,
      calls: [verb === 'pay' ? 'payWithdrawal' : 'refuseWithdrawal'],
      summary: verb === 'pay' ? '付款：转账到申请的支付宝账户（对方拒绝则金额退回余额）' : '拒绝提现：金额退回余额（只退一次）',
      help: `garden withdrawals ${verb} <id>`,
      options: {},
      async run(client, input, output) {
        const id = idOf(input, 'id', '提现申请编号');
        const row = await client.call(verb === 'pay' ? endpoints.payWithdrawal : endpoints.refuseWithdrawal, { id });
        output.out(
          verb === 'pay'
            ? `提现 ${row.id} 已付款 ${yuan(row.amount)}（转账单号 ${row.payout_no}）`
            : `提现 ${row.id} 已拒绝，${yuan(row.amount)} 退回余额`,
        );
        return 0;
      },
    }),
  ),
  // A shopper's member cards (issue 32 "Money"): the same calls as the back office's 会员卡, for 财务.
  {
    name: 'cards list',
    calls: ['listShopperCards', 'readCardLedger'],
    summary: '用户的会员卡；--card 再列出这张卡的流水（支付的订单、退回与充值，新的在前）',
    help:
      'garden cards list --user <user_id> [--card <card_id>]\n\n' +
      '  --user, -u  用户编号\n  --card, -c  会员卡编号 card_id：列出其流水（最新 100 条）\n\n' +
      '每张卡一行：编号、卡号、名称、折扣率、余额、状态、发卡时间。流水每行：时间、金额、变动后余额、订单号、说明。',
    options: { user: { type: 'string', short: 'u' }, card: { type: 'string', short: 'c' } },
    async run(client, { values }, output) {
      const userId = optionalNumber(values.user, '--user ');
      if (userId === undefined) throw new UsageError('请给出 --user <user_id>');
      const cardId = optionalNumber(values.card, '--card ');
      if (cardId !== undefined) {
        const ledger = await client.call(endpoints.readCardLedger, { user_id: userId, card_id: cardId, page: 1, limit: 100 });
        const { card } = ledger;
        output.out(`${card.card_id}\t卡号 ${card.f_card_number}\t${card.f_name}\t余额 ¥${card.balance}\t共 ${ledger.total} 条流水`);
        for (const row of ledger.list)
          output.out(`${time(row.change_time)}\t${row.amount}\t¥${row.balance_after}\t${row.order_sn ?? '-'}\t${row.change_desc}`);
        return 0;
      }
      const { list, mobile } = await client.call(endpoints.listShopperCards, { user_id: userId });
      if (list.length === 0) output.out(`用户 ${userId}（${mobile}）没有会员卡`);
      for (const card of list)
        output.out(
          `${card.card_id}\t卡号 ${card.f_card_number}\t${card.f_name}\t${card.discount}\t¥${card.balance}\t${MEMBER_CARD_STATE_LABELS[card.state]}\t${time(card.created_at)}`,
        );
      return 0;
    },
  },
  {
    name: 'cards issue',
    calls: ['issueMemberCard'],
    summary: '发卡：给用户一张本店发行的会员卡（每种一张），余额为 0',
    help: `garden cards issue --user <user_id> --kind <卡号>\n\n  --user, -u  用户编号\n  --kind, -k  会员卡种类（卡号）：${MEMBER_CARD_KINDS.map((kind) => `${kind.fCardNumber} ${kind.fName}`).join('，')}`,
    options: { user: { type: 'string', short: 'u' }, kind: { type: 'string', short: 'k' } },
    async run(client, { values }, output) {
      const userId = optionalNumber(values.user, '--user ');
      const kind = optionalNumber(values.kind, '--kind ');
      if (userId === undefined || kind === undefined) throw new UsageError('请给出 --user <user_id> 和 --kind <卡号>');
      const card = await client.call(endpoints.issueMemberCard, { user_id: userId, f_card_number: kind });
      output.out(`已发卡：用户 ${card.user_id} 的${card.f_name}（卡号 ${card.f_card_number}，编号 ${card.card_id}）`);
      return 0;
    },
  },
  {
    name: 'cards topup',
    calls: ['topUpMemberCard'],
    summary: '充值：卡内余额加上金额，流水写明操作员与原因',
    help:
      'garden cards topup --user <user_id> --card <card_id> --amount <元> --reason <原因>\n\n' +
      '  --user, -u    用户编号（卡须是此用户的）\n  --card, -c    会员卡编号 card_id（见 garden cards list）\n' +
      `  --amount, -a  充值金额（元），0.01–${formatFen(CARD_TOP_UP_MAX_FEN)}，最多两位小数\n  --reason, -r  充值原因（记入卡的流水）`,
    options: {
      user: { type: 'string', short: 'u' },
      card: { type: 'string', short: 'c' },
      amount: { type: 'string', short: 'a' },
      reason: { type: 'string', short: 'r' },
    },
    async run(client, { values }, output) {
      const userId = optionalNumber(values.user, '--user ');
      const cardId = optionalNumber(values.card, '--card ');
      if (userId === undefined || cardId === undefined) throw new UsageError('请给出 --user <user_id> 和 --card <card_id>');
      if (typeof values.amount !== 'string' || typeof values.reason !== 'string') throw new UsageError('请给出 --amount <元> 和 --reason <原因>');
      const { card, entry } = await client.call(endpoints.topUpMemberCard, {
        user_id: userId,
        card_id: cardId,
        amount: values.amount,
        reason: values.reason,
      });
      output.out(`已充值 ¥${entry.amount}：${card.f_name}（卡号 ${card.f_card_number}）余额 ¥${card.balance}`);
      return 0;
    },
  },
  {
    name: 'hardiness import',
    calls: ['importHardiness'],
    summary: '导入城市耐寒区（csv 文件，每行：城市,耐寒区），替换原有的演示数据',
    help:
      'garden hardiness import <文件.csv>\n\n' +
      `文件为 UTF-8 文本（最多 ${HARDINESS_FILE_MAX} 个字符），每行一个城市：城市的地区编号或名称,耐寒区，如\n` +
      '  3301,8b\n  宁波市,9a\n  温州,8b\n' +
      '城市为 GB/T 2260 地区编号（如 3301）或名称（杭州市 或 杭州）；耐寒区为 1a 至 13b。\n' +
      '逗号或制表符分隔；空行跳过；第一行若是表头（含 zone 或 耐寒）也跳过。\n\n' +
      '文件中的城市替换原有数据（包括演示数据 demo-city、demo-province），来源记为 import；其余城市不变。\n' +
      '有任何一行有误则整份不导入，并列出每个出错的行号。',
    options: {},
    async run(client, { positionals }, output) {
      const csv = await readTextFile(oneFile(positionals, '请给出要导入的文件'));
      if (csv.length > HARDINESS_FILE_MAX)
        throw new CliError(`文件过大：${csv.length} 个字符，最多 ${HARDINESS_FILE_MAX} 个；请分成几个文件依次导入`);
      const imported = await client.call(endpoints.importHardiness, { csv });
      output.out(`已导入 ${imported.rows} 个城市的耐寒区${imported.replaced > 0 ? `（其中 ${imported.replaced} 个替换了原有数据）` : ''}`);
      return 0;
    },
  },
  {
    name: 'feedback list',
    calls: ['catalogueFeedback'],
    summary: '植物目录建议箱：最新的建议',
    help: 'garden feedback list [--limit <n>]\n\n每行：编号、时间、用户编号（0 为未登录）、内容。',
    options: { limit: { type: 'string' } },
    async run(client, input, output) {
      const limit = optionalNumber(input.values.limit, '--limit ') ?? 50;
      const { list } = await client.call(endpoints.catalogueFeedback, { limit });
      if (list.length === 0) output.out('没有建议');
      for (const row of list) output.out(`${row.id}\t${time(row.add_time)}\t用户 ${row.user_id}\t${row.content}`);
      return 0;
    },
  },
  {
    name: 'quotes list',
    calls: ['quoteRequests'],
    summary: '批发商发来的报价清单：最新的在前',
    help: 'garden quotes list [--limit <n>]\n\n每张清单：编号、时间、批发商（手机号、昵称）、合计；其下每行：分类、品名、规格、批发价。',
    options: { limit: { type: 'string' } },
    async run(client, input, output) {
      const limit = optionalNumber(input.values.limit, '--limit ') ?? 20;
      const { list } = await client.call(endpoints.quoteRequests, { limit });
      if (list.length === 0) output.out('没有报价清单');
      for (const request of list) {
        output.out(
          `清单 ${request.id}\t${time(request.add_time)}\t${request.mobile || `用户 ${request.user_id}`} ${request.nick}\t${request.lines.length} 行\t合计 ${yuan(request.total)}`,
        );
        for (const line of request.lines) output.out(`  ${line.cat_name}\t${line.goods_name}\t${line.spe || '—'}\t${yuan(line.price)}`);
      }
      return 0;
    },
  },
  {
    name: 'storage migrate',
    calls: ['migrateStorage'],
    summary: '把已上传的图片（数据目录或数据库中的）复制到对象存储；可重复执行，中断后再执行即继续',
    help: 'garden storage migrate --to s3 [--from folder|database]\n\n  --to    目标：s3（服务器的 GARDEN_S3_* 配置的存储桶）\n  --from  来源；默认为服务器当前的 GARDEN_STORAGE\n\n存储桶中已有的文件不再复制。最后报告：已复制、已存在、失败（每个失败的文件及原因在 stderr）；有失败时退出码为 1，再执行一次即重试。',
    options: { to: { type: 'string' }, from: { type: 'string' } },
    async run(client, { values }, output) {
      if (values.to !== 's3') throw new UsageError('请给出 --to s3');
      if (values.from !== undefined && values.from !== 'folder' && values.from !== 'database')
        throw new UsageError('--from 只能是 folder 或 database');
      const totals = { copied: 0, already: 0, failed: 0 };
      let after = '';
      let from = '';
      do {
        const page = await client.call(endpoints.migrateStorage, { to: 's3', ...(values.from ? { from: values.from } : {}), after, limit: 100 });
        from = page.from;
        totals.copied += page.copied;
        totals.already += page.already_there;
        totals.failed += page.failed.length;
        for (const failure of page.failed) output.err(`失败\t${failure.name}\t${failure.reason}`);
        after = page.next;
      } while (after);
      output.out(`来源\t${from}`);
      output.out(`已复制\t${totals.copied}`);
      output.out(`已存在\t${totals.already}`);
      output.out(`失败\t${totals.failed}`);
      return totals.failed > 0 ? 1 : 0;
    },
  },
  {
    name: 'doctor',
    calls: ['operatorDoctor'],
    summary: '外部服务自检：运行模式，支付、短信、物流查询用的是真实服务还是沙箱（短信：阿里云或腾讯云）、密钥是否已加载',
    help: 'garden doctor\n\n沙箱模式只适合演示和测试；对外开放须以生产模式启动（README「Running in production」）。',
    options: {},
    async run(client, _input, output) {
      const report = await client.call(endpoints.operatorDoctor);
      output.out(`模式\t${report.mode === 'production' ? 'production（生产）' : 'sandbox（演示：外部服务均为沙箱，不可对外开放）'}`);
      for (const service of report.services) {
        output.out(
          `${SERVICE_NAMES[service.service]}\t${service.provider === 'real' ? `真实服务（${service.name}）` : '沙箱'}\t${service.keys_loaded ? '密钥已加载' : '无密钥'}`,
        );
      }
      return 0;
    },
  },
];

const SERVICE_NAMES: Record<OperatorDoctor['services'][number]['service'], string> = {
  payments: '支付（支付宝、微信支付）',
  sms: '短信',
  courier: '物流查询',
};
