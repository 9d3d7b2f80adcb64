import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface StoryEntry {
  id: string;
  title: string;
  name: string;
  tags: string[];
}

interface IndexEntry extends StoryEntry {
  type: 'story' | 'docs';
}

/** Every story of the built catalogue (docs pages excluded). */
export function builtStories(): StoryEntry[] {
  const file = join(__dirname, '../storybook-static/index.json');
  const index = JSON.parse(readFileSync(file, 'utf8')) as { entries: Record<string, IndexEntry> };
  return Object.values(index.entries).filter((entry) => entry.type === 'story');
}

export const storybookPort = Number(process.env.STORIES_PORT ?? 6007);
export const storybookUrl = `http://localhost:${storybookPort}`;

export const MOBILE_VIEWPORT = { width: 390, height: 844 };
export const DESKTOP_VIEWPORT = { width: 1280, height: 800 };
