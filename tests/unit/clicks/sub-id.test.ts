import { describe, expect, it } from 'vitest';
import { exitNetworkOf, withClickId } from '@/lib/clicks/sub-id';

describe('the network of a link', () => {
  it('is told by the tracking host', () => {
    expect(exitNetworkOf('https://www.awin1.com/cread.php?awinmid=1')).toBe('awin');
    expect(exitNetworkOf('https://tc.tradetracker.net/?c=1')).toBe('tradetracker');
    expect(exitNetworkOf('https://ds1.nl/c/?si=1')).toBe('daisycon');
    expect(exitNetworkOf('https://clk.tradedoubler.com/click?p=1')).toBe('tradedoubler');
    expect(exitNetworkOf('https://merchant.example/')).toBe('none');
    expect(exitNetworkOf('not a url')).toBe('none');
  });

  it('follows the feed that brought it, and the placeholder above all', () => {
    expect(exitNetworkOf('https://go.example/x', 'awin_csv')).toBe('awin');
    expect(exitNetworkOf('https://go.example/x', 'csv')).toBe('none');
    expect(exitNetworkOf('https://www.awin1.com/c?x={click_id}', 'awin')).toBe('generic');
  });
});

describe('the click id in the sub-id', () => {
  const id = 'abc123def456ghi789jk';

  it('goes into each network\'s own parameter', () => {
    expect(withClickId('https://www.awin1.com/cread.php?awinmid=1&awinaffid=2', 'awin', id)).toBe(`https://www.awin1.com/cread.php?awinmid=1&awinaffid=2&clickref=${id}`);
    expect(withClickId('https://tc.tradetracker.net/?c=1&m=2', 'tradetracker', id)).toBe(`https://tc.tradetracker.net/?c=1&m=2&r=${id}`);
    expect(withClickId('https://ds1.nl/c/?si=1', 'daisycon', id)).toBe(`https://ds1.nl/c/?si=1&ws=${id}`);
    expect(withClickId('https://clk.tradedoubler.com/click?p=1&a=2', 'tradedoubler', id)).toBe(`https://clk.tradedoubler.com/click?p=1&a=2&epi=${id}`);
  });

  it('replaces a sub-id the link already had instead of doubling it, and keeps the rest byte for byte', () => {
    expect(withClickId('https://www.awin1.com/cread.php?clickref=old&ued=https%3A%2F%2Fm.example%2F%3Fa%3Db+c', 'awin', id)).toBe(
      `https://www.awin1.com/cread.php?ued=https%3A%2F%2Fm.example%2F%3Fa%3Db+c&clickref=${id}`,
    );
    expect(withClickId('https://tc.tradetracker.net/?R=old&c=1#top', 'tradetracker', id)).toBe(`https://tc.tradetracker.net/?R=old&c=1&r=${id}#top`);
    expect(withClickId('https://ds1.nl/c', 'daisycon', id)).toBe(`https://ds1.nl/c?ws=${id}`);
  });

  it('fits Tradedoubler\'s older parenthesised links', () => {
    expect(withClickId('https://clk.tradedoubler.com/click?p(1)a(2)g(3)url(https://m.example/)', 'tradedoubler', id)).toBe(
      `https://clk.tradedoubler.com/click?p(1)a(2)g(3)epi(${id})url(https://m.example/)`,
    );
    expect(withClickId('https://clk.tradedoubler.com/click?p(1)a(2)epi(old)g(3)', 'tradedoubler', id)).toBe(`https://clk.tradedoubler.com/click?p(1)a(2)g(3)epi(${id})`);
  });

  it('fills a generic link\'s placeholder, written plainly or escaped, and leaves a plain link alone', () => {
    expect(withClickId('https://p.example/out/{click_id}?s={click_id}', 'generic', id)).toBe(`https://p.example/out/${id}?s=${id}`);
    expect(withClickId('https://p.example/out?s=%7Bclick_id%7D', 'generic', id)).toBe(`https://p.example/out?s=${id}`);
    expect(withClickId('https://merchant.example/deal', 'none', id)).toBe('https://merchant.example/deal');
  });
});
