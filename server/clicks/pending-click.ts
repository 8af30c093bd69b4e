import type { BotReason, ClickKind, DeviceClass, ExitNetwork } from '@/lib/clicks/constants';
import type { EditionId } from '@/lib/editions';

/** A click answered and waiting in memory for the next batch write. */
export interface PendingClick {
  clickId: string;
  at: Date;
  day: string;
  edition: EditionId;
  kind: ClickKind;
  itemId: number;
  storeId: number | null;
  page: string;
  device: DeviceClass;
  network: ExitNetwork;
  visitorHash: string;
  bot: BotReason | null;
}
