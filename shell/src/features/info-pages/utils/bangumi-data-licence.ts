/** The licence bangumi-data is shared under (CC BY 4.0, named in its credit), which the credit links to. */
export const BANGUMI_DATA_LICENCE = {
  url: 'https://creativecommons.org/licenses/by/4.0/',
} as const;
