// The back office's picture upload: the shoppers' checks (type by the bytes), kept outside their quota ledger,
// served like any upload, and recorded in the audit trail.
import { endpoints } from '@garden/contract';
import { IMAGE_TYPE_INVALID, UPLOADED } from '@garden/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { operatorAudit } from '../../db/schema/index';
import { useTestContext } from '../../test/context';
import { callAsOperator, refused } from '../../test/http';
import { countRows } from '../../test/row-counts';
import { newestAudit } from '../../test/operator-calls';

const ctx = useTestContext();

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const upload = (files: File[]) =>
  callAsOperator<{ img_arr: string[] }>(ctx, 'POST', endpoints.uploadOperatorImages.path, { form: { prefix: 'goods', 'img[]': files } });

describe('POST /v1/operator/upload', () => {
  it('stores pictures the shop then serves, outside the shoppers’ upload ledger, and records them in the audit trail', async () => {
    const { body } = await upload([new File([PNG], 'a.png'), new File([PNG], 'b.png')]);
    expect(body).toMatchObject({ code: 200, msg: UPLOADED });
    expect(body.data.img_arr).toHaveLength(2);
    for (const path of body.data.img_arr) {
      expect(path).toMatch(/^\/uploads\/goods\/[0-9a-f]{32}\.png$/);
      const served = await ctx.app.request(path);
      expect({ status: served.status, type: served.headers.get('content-type') }).toEqual({ status: 200, type: 'image/png' });
    }
    expect(await countRows(ctx.db, ['uploads'])).toEqual({ uploads: 0 });
    const audit = await newestAudit(ctx.db, eq(operatorAudit.action, 'uploadOperatorImages'));
    expect(audit).toMatchObject({ targetType: 'upload', after: body.data });
  });

  it('refuses a file that is not a gif, jpeg or png by its bytes, storing none of the batch', async () => {
    const before = await countRows(ctx.db, ['stored_files', 'operator_audit']);
    const page = new File([new TextEncoder().encode('<html><script>alert(1)</script></html>')], 'x.png');
    expect((await upload([new File([PNG], 'a.png'), page])).body).toEqual(refused(IMAGE_TYPE_INVALID));
    expect(await countRows(ctx.db, ['stored_files', 'operator_audit'])).toEqual(before);
  });
});
