import { staffMeta, staffPage } from '../../staff-page.server';
import page from './page';

/** `?c=<id>` opens a conversation; one that does not exist (or nonsense) opens none. */
export default staffPage(page, ['support', 'sales'], async (args, staff) => {
  const chat = args.services.chat;
  const asked = Number(args.url.searchParams.get('c'));
  const { conversations, lastId } = await chat.list();
  const selected =
    Number.isInteger(asked) && asked > 0 ? await chat.conversation(asked).catch(() => null) : null;
  return {
    meta: staffMeta(args, 'chat.desk.title'),
    data: { staff, conversations, lastId, selected },
  };
});
