import { CalendarClock, Sparkles } from 'lucide-react';
import { defineMessages } from 'react-intl';

const titles = defineMessages({
  new: {
    defaultMessage: 'New on your services',
    id: 'dR6S13',
    description:
      'Home and Discover: heading of the row of titles that arrived lately on streaming services',
  },
  leaving: {
    defaultMessage: 'Leaving soon',
    id: 'StEqXK',
    description: 'Home and Discover: heading of the row of titles soon leaving streaming services',
  },
});

/** The two rows' titles and icons, shared by the rows and the placeholders that hold their place. */
export const NEW_ROW = { title: titles.new, icon: <Sparkles size={20} aria-hidden /> };
export const LEAVING_ROW = { title: titles.leaving, icon: <CalendarClock size={20} aria-hidden /> };
