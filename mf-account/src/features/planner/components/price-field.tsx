import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { CatalogService } from 'shared-core';
import { TextField } from 'shared-ui';
import type { PriceCurrency } from '../api/get-service-prices';
import { useSaveServicePriceMutation } from '../api/save-service-price';
import { formatMoney } from '../utils/format-money';
import { currencyDecimals, parsePrice } from '../utils/parse-price';

export interface PriceFieldProps {
  service: CatalogService;
  currency: PriceCurrency;
  /** The price kept in the member's profile, or null. */
  saved: number | null;
}

/** One service's monthly price: checked as typed, saved when the field is left or Enter pressed. */
export function PriceField({ service, currency, saved }: PriceFieldProps) {
  const intl = useIntl();
  const [text, setText] = useState(saved === null ? '' : String(saved));
  const [error, setError] = useState<string>();
  const [hint, setHint] = useState<string>();
  const [save] = useSaveServicePriceMutation();

  const commit = async () => {
    const decimals = currencyDecimals(currency.currency);
    const parsed = parsePrice(text, currency.monthly_ceiling, decimals);
    if (!parsed.ok) {
      setHint(undefined);
      const reasons = {
        'not-a-number': intl.formatMessage(
          {
            defaultMessage: 'Enter the price as a number, like {example}',
            id: 'HFLW/Q',
            description: 'Planner page > Your prices: error for a price that is not a number',
          },
          {
            example: intl.formatNumber(decimals === 0 ? 1490 : 9.99),
          },
        ),
        negative: intl.formatMessage({
          defaultMessage: 'A price can’t be negative',
          id: 'QOnvFA',
          description: 'Planner page > Your prices: error for a negative price',
        }),
        'too-high': intl.formatMessage(
          {
            defaultMessage: 'A monthly price can’t be above {ceiling}',
            id: 'n5qAOm',
            description:
              'Planner page > Your prices: error for a price above the ceiling; ceiling is a price',
          },
          {
            ceiling: formatMoney(intl, currency.monthly_ceiling, currency.currency),
          },
        ),
      };
      setError(reasons[parsed.reason]);
      return;
    }
    setError(undefined);
    if (parsed.amount === saved) return;
    const result = await save({
      providerId: service.provider_id,
      currency: currency.currency,
      monthlyPrice: parsed.amount,
    });
    if ('error' in result)
      setError(
        intl.formatMessage({
          defaultMessage: 'The price couldn’t be saved. Try again.',
          id: 'U7zwbw',
          description: 'Planner page > Your prices: error when saving the price failed',
        }),
      );
    else
      setHint(
        intl.formatMessage({
          defaultMessage: 'Saved',
          id: 'r1LO0I',
          description: 'Planner page > Your prices: hint once the price is saved',
        }),
      );
  };

  return (
    <TextField
      label={intl.formatMessage(
        {
          defaultMessage: '{service}, monthly price',
          id: 'XSAmL4',
          description: 'Planner page > Your prices: label of the price field of one service',
        },
        { service: service.provider_name },
      )}
      inputMode="decimal"
      autoComplete="off"
      value={text}
      error={error}
      hint={hint ?? (saved === null ? undefined : formatMoney(intl, saved, currency.currency))}
      onChange={(event) => {
        setText(event.target.value);
        setHint(undefined);
      }}
      onBlur={() => void commit()}
      onKeyDown={(event) => {
        if (event.key === 'Enter') void commit();
      }}
    />
  );
}
