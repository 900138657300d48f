/** Small helpers over a seat's listed commands, shared by both bots. */

export function pick<T>(options: readonly T[], random: () => number): T {
  return options[Math.min(options.length - 1, Math.floor(random() * options.length))];
}

/** The first word of a command: what kind of decision it is. */
export function verb(command: string): string {
  const space = command.indexOf(' ');
  return space < 0 ? command : command.slice(0, space);
}

export function withVerb(actions: readonly string[], ...verbs: string[]): string[] {
  return actions.filter((c) => verbs.includes(verb(c)));
}

/** The first of `commands` that is listed, else the first listed command. */
export function firstOf(actions: readonly string[], ...commands: string[]): string {
  return commands.find((c) => actions.includes(c)) ?? actions[0];
}

/** The argument of a command (`to heb` → `HEB`), upper-cased as the view spells ids. */
export function arg(command: string, index = 1): string {
  return (command.split(' ')[index] ?? '').toUpperCase();
}
