import type { MessageTag, MessageValue, TypedMessageDescriptor } from 'react-intl';

/**
 * `defineMessages<Values>(…)`'s messages as a type other packages' declarations can name: its
 * inferred type reaches into intl-messageformat's internals, which a remote's published types
 * (the compatibility gate reads them) cannot name.
 */
export type TypedMessages<
  Values extends { [Key in keyof Values]: Record<string, MessageValue | MessageTag> },
> = { readonly [Key in keyof Values]: TypedMessageDescriptor<Values[Key]> };
