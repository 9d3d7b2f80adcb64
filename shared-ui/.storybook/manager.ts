import { addons } from 'storybook/manager-api';
import { watchWhereStorybookTheme } from './watchwhere-theme';

addons.setConfig({ theme: watchWhereStorybookTheme });
