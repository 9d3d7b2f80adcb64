import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { LanguageLinks } from './language-links';

const meta = {
  title: 'Navigation/LanguageLinks',
  component: LanguageLinks,
  args: {
    label: 'Language',
    current: 'de',
    languages: [
      { locale: 'en', name: 'English', href: '/movie/603' },
      { locale: 'de', name: 'Deutsch', href: '/de/movie/603' },
      { locale: 'fr', name: 'Français', href: '/fr/movie/603' },
      { locale: 'ja', name: '日本語', href: '/ja/movie/603' },
      { locale: 'ko', name: '한국어', href: '/ko/movie/603' },
      { locale: 'pt-BR', name: 'Português (Brasil)', href: '/pt-br/movie/603' },
    ],
  },
} satisfies Meta<typeof LanguageLinks>;

export default meta;

export const Default: StoryObj<typeof meta> = {};

export const Switching: StoryObj<typeof meta> = { args: { busy: 'ja' } };
