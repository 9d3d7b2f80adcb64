import { CalendarClock, Sparkles } from 'lucide-react';

/** The two rows' titles and icons, shared by the rows and the placeholders that hold their place. */
export const NEW_ROW = { title: 'New on your services', icon: <Sparkles size={20} aria-hidden /> };
export const LEAVING_ROW = { title: 'Leaving soon', icon: <CalendarClock size={20} aria-hidden /> };
