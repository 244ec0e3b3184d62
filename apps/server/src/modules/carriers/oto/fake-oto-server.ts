import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { FakeHttpServer, readBody, type RecordedRequest } from '../../../test/fake-http-server.ts';
import { sampleTrackingNumber } from '../simulator/sample-tracking-number.ts';
import {
  carrierOfDeliveryCompany,
  isObject,
  OTO_DELIVERY_COMPANIES,
  OTO_HAPPY_PATH,
  otoSignature,
  otoWebhookBody,
} from './oto-wire.ts';

/**
 * A local OTO for tests: the documented HTTP of tokens, orders, shipments, status, the label and
 * webhook registration (OTO.md), with OTO's rules (an order id once, a shipment once, no shipment
 * without credit, the carrier's number only after OTO has it), OTO's error codes and messages, and
 * faults a test can ask for. The real client talks to it over HTTP exactly as it talks to OTO.
 * Where OTO documents no status or body, the fake's choice is marked in OTO.md.
 */

export type FakeOtoFault =
  /** HTTP 500 with OTO's error shape; nothing done. */
  | 'server-error'
  /** HTTP 502 with a proxy's HTML page; nothing done. */
  | 'bad-gateway'
  /** HTTP 429; nothing done. */
  | 'rate-limited'
  /** The work is done but the answer comes `hangMs` late: the ambiguous case. */
  | 'hang'
  /** The work is done but the answer is cut-off JSON. */
  | 'malformed';

type Json = Record<string, unknown>;

export interface FakeOtoOrder {
  orderId: string;
  otoId: string;
  /** createOrder's body, as sent. */
  body: Json;
  status: string;
  shipmentId: string | null;
  deliveryCompany: string | null;
  /** orderStatus answers still to give before the carrier's number is there. */
  pendingPolls: number;
  history: string[];
}

interface Reply {
  status: number;
  body: unknown;
  type?: string;
}

/** The fake's delivery options: id → OTO's name of the carrier (OTO.md, `deliveryCompany`). */
export const FAKE_OTO_DELIVERY_OPTIONS: Record<number, string> = {
  101: OTO_DELIVERY_COMPANIES.smsa,
  102: OTO_DELIVERY_COMPANIES.aramex,
  103: OTO_DELIVERY_COMPANIES.spl,
  104: OTO_DELIVERY_COMPANIES.jt,
  105: OTO_DELIVERY_COMPANIES.naqel,
};

function otoError(status: number, code: string, message: string): Reply {
  return { status, body: { success: false, otoErrorCode: code, otoErrorMessage: message } };
}

function nonEmpty(value: unknown): boolean {
  return (typeof value === 'string' && value.trim() !== '') || typeof value === 'number';
}

/** The smallest PDF a reader opens: one blank A6 page. */
export function tinyPdf(title: string): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 298 420] >>',
    `<< /Title (${title.replace(/[()\\]/g, '')}) >>`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const offset = pdf.length;
    pdf += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 4 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

export class FakeOto extends FakeHttpServer {
  readonly refreshToken = `AMf-${randomBytes(24).toString('base64url')}`;
  /** How late a 'hang' fault answers; tests set the client's timeout below it. */
  hangMs = 1_500;
  /** Whether the wallet pays for a shipment (else OTO1006). */
  hasCredit = true;
  /** orderStatus answers given before a new shipment has the carrier's number (0: at once). */
  labelDelayPolls = 0;
  /** The label address answers this instead of a PDF (an HTML page, as a browser-only link would). */
  labelAsHtml = false;
  readonly requests: RecordedRequest[] = [];
  readonly orders = new Map<string, FakeOtoOrder>();
  readonly webhooks: Json[] = [];
  #faults: FakeOtoFault[] = [];
  readonly #accessTokens = new Set<string>();
  #nextOtoId = 540_789;

  /** The next request (whatever it is) meets this fault. */
  failNext(fault: FakeOtoFault): void {
    this.#faults.push(fault);
  }

  /** Every access token given so far stops working: the next call answers 401 "Jwt is expired". */
  expireTokens(): void {
    this.#accessTokens.clear();
  }

  calls(method: string, path: string): RecordedRequest[] {
    return this.requests.filter((r) => r.method === method && r.path === path);
  }

  /** The order's next step along the usual way, or the status given; its new status. */
  advance(orderId: string, status?: string): string {
    const order = this.orders.get(orderId);
    if (!order?.shipmentId) throw new Error(`fake OTO order ${orderId} has no shipment yet`);
    const at = OTO_HAPPY_PATH.indexOf(order.status as (typeof OTO_HAPPY_PATH)[number]);
    order.status = status ?? OTO_HAPPY_PATH[Math.min(at + 1, OTO_HAPPY_PATH.length - 1)]!;
    order.history.push(order.status);
    return order.status;
  }

  /** The orderStatus webhook OTO would send for the order now, signed with `secret`. */
  webhookBody(orderId: string, secret: string, at = new Date()): Json {
    const order = this.orders.get(orderId);
    if (!order?.shipmentId || !order.deliveryCompany) {
      throw new Error(`fake OTO order ${orderId} has no shipment yet`);
    }
    return otoWebhookBody(
      {
        orderId,
        otoId: order.otoId,
        status: order.status,
        trackingNumber: order.shipmentId,
        deliveryCompany: order.deliveryCompany,
        trackingUrl: this.#trackingUrl(order),
        printAwbUrl: this.#labelUrl(order),
        at,
      },
      secret,
    );
  }

  /** The shipmentError webhook OTO sends when the carrier refuses to create the shipment. */
  shipmentErrorBody(orderId: string, secret: string, at = new Date()): Json {
    const timestamp = String(at.getTime());
    const errorCode = 'deliveryCompanyError';
    return {
      orderId,
      signature: otoSignature(secret, orderId, errorCode, timestamp),
      errorMessage: 'delivery company not allow to create shipment',
      deliveryCompanyResponse: 'error: Shipper.PartyAddress - City/Zipcode is empty',
      errorCode,
      deliveryCompany: 'aramex',
      timestamp,
    };
  }

  /** Posts a webhook body to `url` as OTO does (method POST); the store's HTTP status. */
  async sendWebhook(url: string, body: Json): Promise<number> {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    await response.arrayBuffer();
    return response.status;
  }

  #trackingUrl(order: FakeOtoOrder): string {
    return `${this.url}/tracking?enc=${Buffer.from(order.otoId).toString('base64url')}`;
  }

  #labelUrl(order: FakeOtoOrder): string {
    return `${this.url}/print/awb?enc=${Buffer.from(JSON.stringify({ ids: [order.otoId] })).toString('base64url')}`;
  }

  protected async handle(req: IncomingMessage, res: ServerResponse) {
    const body = await readBody(req);
    const url = new URL(req.url ?? '/', 'http://fake');
    this.requests.push({
      method: req.method ?? '',
      path: url.pathname,
      headers: req.headers,
      body,
    });

    const fault = this.#faults.shift();
    if (fault === 'server-error') {
      return this.#send(res, otoError(500, 'OTO1009', 'Something went wrong'));
    }
    if (fault === 'bad-gateway') {
      return this.#send(res, {
        status: 502,
        body: '<html><h1>502 Bad Gateway</h1></html>',
        type: 'text/html',
      });
    }
    if (fault === 'rate-limited')
      return this.#send(res, otoError(429, 'OTO1143', 'Too many request!'));
    const reply = this.#route(req.method ?? '', url, req.headers.authorization, body);
    if (fault === 'hang') await new Promise((resolve) => setTimeout(resolve, this.hangMs));
    if (fault === 'malformed')
      return this.#send(res, reply, JSON.stringify(reply.body).slice(0, 20));
    this.#send(res, reply);
  }

  #send(res: ServerResponse, reply: Reply, raw?: string) {
    if (res.destroyed) return;
    const binary = Buffer.isBuffer(reply.body);
    res.writeHead(reply.status, { 'content-type': reply.type ?? 'application/json' });
    if (raw !== undefined) return res.end(raw);
    if (binary) return res.end(reply.body as Buffer);
    res.end(typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body));
  }

  #route(method: string, url: URL, authorization: string | undefined, text: string): Reply {
    const path = url.pathname;
    let json: Json = {};
    if (text) {
      try {
        const parsed = JSON.parse(text) as unknown;
        json = isObject(parsed) ? parsed : {};
      } catch {
        return otoError(400, 'OTO1075', 'Invalid Json format');
      }
    }
    // OTO's label link carries its own key (`enc`): no bearer token.
    if (method === 'GET' && path === '/print/awb') return this.#awb(url);
    if (method === 'GET' && path === '/rest/v2/healthCheck')
      return { status: 200, body: { status: 'ok' } };
    if (method === 'POST' && path === '/rest/v2/refreshToken') return this.#token(json);

    const token = authorization?.startsWith('Bearer ') ? authorization.slice(7) : '';
    if (!this.#accessTokens.has(token))
      return { status: 401, body: { message: 'Jwt is expired', code: 401 } };

    if (method === 'GET' && path === '/rest/v2/accountInfo') return this.#accountInfo();
    if (method === 'POST' && path === '/rest/v2/createOrder') return this.#createOrder(json);
    if (method === 'POST' && path === '/rest/v2/createShipment') return this.#createShipment(json);
    if (method === 'POST' && path === '/rest/v2/orderStatus') return this.#orderStatus(json);
    if (method === 'POST' && path === '/rest/v2/webhook') return this.#registerWebhook(json);
    if (method === 'GET' && path === '/rest/v2/webhook') {
      return { status: 200, body: { webhooks: this.webhooks, success: true } };
    }
    const print = /^\/rest\/v2\/print\/([^/]+)$/.exec(path);
    if (method === 'GET' && print) return this.#print(decodeURIComponent(print[1]!));
    return otoError(404, 'OTO1090', 'Unknown integration');
  }

  #token(json: Json): Reply {
    if (!nonEmpty(json.refresh_token)) return otoError(400, 'OTO1083', 'Refresh Token is required');
    // OTO documents no answer for a wrong token: the fake answers 401 in OTO's error shape.
    if (json.refresh_token !== this.refreshToken)
      return otoError(401, 'OTO1083', 'Invalid refresh token');
    const accessToken = `ey${randomBytes(32).toString('base64url')}`;
    this.#accessTokens.add(accessToken);
    return {
      status: 200,
      body: {
        access_token: accessToken,
        refresh_token: this.refreshToken,
        success: true,
        token_type: 'Bearer',
        expires_in: '3600',
      },
    };
  }

  #accountInfo(): Reply {
    return {
      status: 200,
      body: {
        remainingCredit: this.hasCredit ? 1578.46 : 0,
        remainingFreeShipments: '0',
        mobileNumber: '9664564845222',
        accountType: 'personal',
        name: 'testUserEnterprise',
        packageName: 'EnterprisePackage',
        email: 'testEmail_enterprise@tryoto.com',
      },
    };
  }

  #createOrder(json: Json): Reply {
    if (!nonEmpty(json.orderId)) return otoError(400, 'OTO1001', 'Invalid or missing order Id');
    const orderId = String(json.orderId);
    if (this.orders.has(orderId)) return otoError(400, 'OTO1063', 'Order Id is already exist');
    const customer = isObject(json.customer) ? json.customer : {};
    const shortAddress = nonEmpty(customer.shortAddressCode);
    if (!nonEmpty(customer.name))
      return otoError(400, 'OTO1029', 'Recipient name is missing or invalid');
    if (!/^\d{9,15}$/.test(String(customer.mobile ?? ''))) {
      return otoError(400, 'OTO1030', 'Recipient phone is missing or invalid');
    }
    if (!shortAddress && !nonEmpty(customer.address)) {
      return otoError(400, 'OTO1021', 'Recipient address is missing or invalid');
    }
    if (!shortAddress && !nonEmpty(customer.city)) {
      return otoError(400, 'OTO1022', 'Recipient city is missing or invalid');
    }
    if (!/^[A-Z]{2}$/.test(String(customer.country ?? ''))) {
      return otoError(400, 'OTO1024', 'Recipient country is missing or invalid');
    }
    if (typeof json.amount !== 'number' || typeof json.amount_due !== 'number') {
      return otoError(400, 'OTO1093', 'Amount is required');
    }
    if (!nonEmpty(json.currency)) return otoError(400, 'OTO1010', 'Check the missing details');
    const items = Array.isArray(json.items) ? json.items : [];
    if (items.length === 0 && !nonEmpty(json.item_description)) {
      return otoError(400, 'OTO1074', 'Invalid items');
    }
    const otoId = String(this.#nextOtoId++);
    this.orders.set(orderId, {
      orderId,
      otoId,
      body: json,
      status: 'new',
      shipmentId: null,
      deliveryCompany: null,
      pendingPolls: 0,
      history: ['new'],
    });
    return { status: 200, body: { success: true, otoId: Number(otoId) } };
  }

  #createShipment(json: Json): Reply {
    const order = [...this.orders.values()].find(
      (candidate) =>
        candidate.orderId === String(json.orderId ?? '') ||
        candidate.otoId === String(json.otoId ?? ''),
    );
    if (!nonEmpty(json.orderId) && !nonEmpty(json.otoId)) {
      return otoError(400, 'OTO1001', 'Invalid or missing order Id');
    }
    if (!order) return otoError(404, 'OTO1002', 'Order is not exist');
    if (order.deliveryCompany) return otoError(400, 'OTO1011', 'Shipment is already exist');
    if (!this.hasCredit) return otoError(400, 'OTO1006', 'Credit is not enough');
    const optionId = Number(json.deliveryOptionId ?? order.body.deliveryOptionId ?? 101);
    const deliveryCompany = FAKE_OTO_DELIVERY_OPTIONS[optionId];
    if (!deliveryCompany) {
      return otoError(400, 'OTO1096', 'Invalid or missing delivery company information');
    }
    order.deliveryCompany = deliveryCompany;
    order.status = 'searchingDriver';
    order.history.push(order.status);
    order.pendingPolls = this.labelDelayPolls;
    return {
      status: 200,
      body: { success: true, message: 'create shipment request is received.' },
    };
  }

  /** The carrier assigns its number when OTO next looks, after `labelDelayPolls` looks. */
  #settle(order: FakeOtoOrder): void {
    if (!order.deliveryCompany || order.shipmentId) return;
    if (order.pendingPolls > 0) {
      order.pendingPolls -= 1;
      return;
    }
    order.shipmentId = sampleTrackingNumber(
      carrierOfDeliveryCompany(order.deliveryCompany) ?? 'smsa',
    );
    order.status = 'shipmentCreated';
    order.history.push(order.status);
  }

  #orderStatus(json: Json): Reply {
    const order = this.orders.get(String(json.orderId ?? ''));
    if (!order) return otoError(404, 'OTO1002', 'Order is not exist');
    this.#settle(order);
    const customer = isObject(order.body.customer) ? order.body.customer : {};
    return {
      status: 200,
      body: {
        date: '2026-04-27 12:42:07',
        customerAddress: customer.address ?? '',
        totalValue: order.body.amount,
        orderId: order.orderId,
        trackingUrl: order.shipmentId ? this.#trackingUrl(order) : null,
        dcTrackingNumber: '',
        deliveryCompany: order.deliveryCompany,
        printAWBURL: order.shipmentId ? this.#labelUrl(order) : null,
        customerName: customer.name ?? '',
        shipmentId: order.shipmentId,
        success: true,
        otoId: order.otoId,
        status: order.status,
      },
    };
  }

  #print(orderId: string): Reply {
    const order = this.orders.get(orderId);
    if (!order) return otoError(404, 'OTO1002', 'Order is not exist');
    if (!order.shipmentId) return otoError(404, 'OTO1141', 'PDF Not found');
    return {
      status: 200,
      body: {
        dcTrackingNumber: '',
        success: true,
        printAWBURL: this.#labelUrl(order),
        deliveryCompany: order.deliveryCompany,
        trackingNumber: order.shipmentId,
      },
    };
  }

  #awb(url: URL): Reply {
    const known = [...this.orders.values()].find((order) =>
      this.#labelUrl(order).endsWith(url.search),
    );
    if (!known) return { status: 404, body: 'Not found', type: 'text/plain' };
    if (this.labelAsHtml) {
      return { status: 200, body: '<html><body>AWB</body></html>', type: 'text/html' };
    }
    return { status: 200, body: tinyPdf(`AWB ${known.shipmentId}`), type: 'application/pdf' };
  }

  #registerWebhook(json: Json): Reply {
    if (!nonEmpty(json.url) || !nonEmpty(json.method)) {
      return otoError(400, 'OTO1121', 'url, method must be provided.');
    }
    if (this.webhooks.length >= 10)
      return otoError(400, 'OTO1120', 'You cannot register more than 10 webhooks');
    if (this.webhooks.some((webhook) => webhook.url === json.url)) {
      return otoError(409, 'OTO1122', 'Url already registered for this company');
    }
    const id = this.webhooks.length + 59;
    this.webhooks.push({ ...json, id, webhookType: json.webhookType ?? 'orderStatus' });
    return {
      status: 200,
      body: { success: true, id: String(id), message: 'webhook has been created' },
    };
  }
}

/** A started fake OTO on a local port; `stop()` it after the tests. */
export async function startFakeOto(): Promise<FakeOto> {
  return new FakeOto().start();
}
