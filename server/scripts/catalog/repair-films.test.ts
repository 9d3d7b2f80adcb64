import assert from 'node:assert/strict';
import { test } from 'node:test';
import { imdbFiguresBelongElsewhere, repairDate, repairText, repairTitle } from './repair-films.js';

test('repairs Mac Roman mojibake', () => {
  assert.equal(repairText('LÈon'), 'Léon');
  assert.equal(repairText('DÈj‡ Vu'), 'Déjà Vu');
  assert.equal(
    repairText('The Naked Gun 2Ω: The Smell of Fear'),
    'The Naked Gun 2½: The Smell of Fear',
  );
  assert.equal(repairText('Alien³'), 'Alien³');
});

test('repairs titles: numbers, null, trailing article', () => {
  assert.equal(repairTitle(300), '300');
  assert.equal(repairTitle(null), null);
  assert.equal(repairTitle('Charge of the Light Brigade, The'), 'The Charge of the Light Brigade');
});

test('repairs century-late dates', () => {
  assert.equal(repairDate('Aug 25 2039'), '1939-08-25');
  assert.equal(repairDate('Jun 12 1998'), '1998-06-12');
  assert.equal(repairDate('Dec 24 2010'), '2010-12-24');
  assert.equal(repairDate('garbage'), null);
});

test('spots IMDb figures too few for what a film grossed', () => {
  const row = (votes: number | null, gross: number) => ({
    'IMDB Rating': 7,
    'IMDB Votes': votes,
    'Worldwide Gross': gross,
  });
  assert.equal(imdbFiguresBelongElsewhere(row(237, 139e6)), true);
  assert.equal(imdbFiguresBelongElsewhere(row(4_175, 283e6)), true);
  assert.equal(imdbFiguresBelongElsewhere(row(800, 25e6)), true);
  assert.equal(imdbFiguresBelongElsewhere(row(800, 5e6)), false);
  assert.equal(imdbFiguresBelongElsewhere(row(250_000, 500e6)), false);
  assert.equal(imdbFiguresBelongElsewhere(row(null, 500e6)), false);
});
