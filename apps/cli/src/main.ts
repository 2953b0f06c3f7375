#!/usr/bin/env -S tsx --conditions=@garden/source
// `garden`: the operator's command for a running shop. It talks to the server's operator API (GARDEN_URL)
// as the operator `garden login` signed in (or GARDEN_TOKEN's key), since the embedded database belongs to
// the server process; only `garden operators add` uses the data folder's token.
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { type CliAuth, CliError, DEFAULT_URL, connect, type CliEnv, type OperatorClient } from './client';
import { COMMANDS, UsageError, type Command, type Output } from './commands';

/** The commands listed one a line, their summaries in one column past the longest name. */
const NAME_WIDTH = Math.max(...COMMANDS.map((command) => command.name.length)) + 2;
const listed = (commands: readonly Command[]) => commands.map((command) => `  ${command.name.padEnd(NAME_WIDTH)}${command.summary}`).join('\n');

const USAGE = [
  '用法：garden <命令> [参数]，每个命令都有 --help',
  '',
  listed(COMMANDS),
  '',
  '环境变量：',
  `  GARDEN_URL            服务器地址（默认 ${DEFAULT_URL}）`,
  '  GARDEN_TOKEN          操作员登录凭证；不设则用 garden login 保存的',
  '  GARDEN_OPERATOR_TOKEN 运营令牌（只用于 garden operators add）；不设则读服务器数据目录（DATA_DIR，默认 apps/api/data）中的 operator-token',
  '  GARDEN_PASSWORD       garden login、garden operators add 用的密码；不设则在终端输入',
].join('\n');

export interface MainOptions {
  env?: CliEnv;
  output?: Output;
  /** Builds the API client; tests may hand in their own. */
  connect?: (env: CliEnv, auth: CliAuth) => Promise<OperatorClient>;
}

/** Runs `garden` with its arguments (without node and the script) and answers the exit code. */
export async function main(argv: readonly string[], options: MainOptions = {}): Promise<number> {
  const env = options.env ?? process.env;
  const output = options.output ?? { out: (line) => console.log(line), err: (line) => console.error(line) };
  const [first = '', second] = argv.filter((arg) => !arg.startsWith('-'));
  const words = second === undefined ? first : `${first} ${second}`;
  // `orders ship 12 …`: a group and its command; `login admin`: a command of one word and its argument.
  const command = COMMANDS.find((candidate) => words === candidate.name) ?? COMMANDS.find((candidate) => first === candidate.name);
  if (!command) {
    // `garden orders` alone lists the group; `garden orders frobnicate` is an unknown command.
    const group = words.includes(' ') ? [] : COMMANDS.filter((candidate) => candidate.name.startsWith(`${words} `));
    const asksHelp = argv.length === 0 || argv.includes('--help') || argv.includes('-h') || argv[0] === 'help';
    if (group.length > 0) {
      const listing = listed(group);
      if (asksHelp) output.out(listing);
      else output.err(`请给出子命令：\n${listing}`);
      return asksHelp ? 0 : 1;
    }
    if (asksHelp) {
      output.out(USAGE);
      return 0;
    }
    output.err(`未知命令：garden ${argv.join(' ')}\n\n${USAGE}`);
    return 1;
  }
  const rest = argv.slice(argv.indexOf(command.name.split(' ').at(-1) as string) + 1);
  try {
    const parsed = parseArgs({
      args: rest,
      options: { ...command.options, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
      strict: true,
    });
    if (parsed.values.help) {
      output.out(`${command.summary}\n\n${command.help}`);
      return 0;
    }
    const client = await (options.connect ?? connect)(env, command.auth ?? 'operator');
    return await command.run(client, parsed, output, env);
  } catch (error) {
    return report(error, command, output);
  }
}

/** Prints what went wrong (the server's msg as it is) and answers exit code 1. */
function report(error: unknown, command: Command, output: Output): number {
  if (error instanceof UsageError || (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS'))) {
    output.err(`${error.message}\n\n${command.help}`);
    return 1;
  }
  if (error instanceof CliError) {
    output.err(error.message);
    for (const line of error.details) output.err(line);
    return 1;
  }
  throw error;
}

// Run as a program (not imported by a test): exit with the command's code.
if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  // `garden … | head` closes the pipe before the listing ends: what is left has no reader, so stop quietly, as
  // Unix tools do, rather than crash on the write.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
    process.exit(0);
  });
  process.exitCode = await main(process.argv.slice(2));
}
