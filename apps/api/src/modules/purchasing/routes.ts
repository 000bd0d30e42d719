import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZIdParams, ZProductSupplier, ZProductSuppliersInput, ZPurchaseOrder, ZPurchaseOrderInput, ZPurchaseOrderListQuery, ZPurchaseOrderReceiveInput,
  ZPurchaseOrderSummary, ZShoppingListExportQuery, ZShoppingListIds, ZShoppingListItem, ZShoppingListItemInput, ZShoppingListItemUpdate,
  ZShoppingListQuery, dataOf, pageOf,
} from '@vetclinic/domain';
import type { AppDeps } from '../../app';
import { cancelOrder, createOrder, getOrder, listOrders, orderDocument, receiveOrder, sendOrder, updateOrder } from './orders';
import { listProductSuppliers, setProductSuppliers } from './product-suppliers';
import {
  addShoppingListItem, buyShoppingListItems, deleteShoppingListItems, exportShoppingList, listShoppingList, sendShoppingListEmail, updateShoppingListItem,
} from './shopping-list';

const view = { access: 'staff', permission: 'inventory.view' } as const;
const manage = { access: 'staff', permission: 'inventory.manage' } as const;
const tags = ['purchasing'];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const purchasingRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  // ---------- product ↔ supplier links ----------
  app.get('/products/:id/suppliers', {
    schema: { tags, params: ZIdParams, response: { 200: dataOf(z.array(ZProductSupplier)) } }, config: view,
  }, async (request) => ({ data: await listProductSuppliers(db, request.scope, request.params.id) }));

  app.put('/products/:id/suppliers', {
    schema: { tags, params: ZIdParams, body: ZProductSuppliersInput, response: { 200: dataOf(z.array(ZProductSupplier)) } }, config: manage,
  }, async (request) => ({ data: await setProductSuppliers(db, request.scope, request.params.id, request.body) }));

  // ---------- purchase orders ----------
  app.get('/purchase-orders', {
    schema: { tags, querystring: ZPurchaseOrderListQuery, response: { 200: pageOf(ZPurchaseOrderSummary) } }, config: view,
  }, async (request) => listOrders(db, request.scope, request.query));

  app.post('/purchase-orders', {
    schema: { tags, body: ZPurchaseOrderInput, response: { 201: dataOf(ZPurchaseOrder) } }, config: manage,
  }, async (request, reply) => reply.status(201).send({ data: await createOrder(db, request.scope, request.body) }));

  app.get('/purchase-orders/:id', {
    schema: { tags, params: ZIdParams, response: { 200: dataOf(ZPurchaseOrder) } }, config: view,
  }, async (request) => ({ data: await getOrder(db, request.scope, request.params.id) }));

  app.put('/purchase-orders/:id', {
    schema: { tags, params: ZIdParams, body: ZPurchaseOrderInput, response: { 200: dataOf(ZPurchaseOrder) } }, config: manage,
  }, async (request) => ({ data: await updateOrder(db, request.scope, request.params.id, request.body) }));

  app.post('/purchase-orders/:id/send', {
    schema: { tags, params: ZIdParams, response: { 200: dataOf(ZPurchaseOrder) } }, config: manage,
  }, async (request) => ({ data: await sendOrder(db, request.scope, request.params.id, request.lang) }));

  app.post('/purchase-orders/:id/receive', {
    schema: { tags, params: ZIdParams, body: ZPurchaseOrderReceiveInput, response: { 200: dataOf(ZPurchaseOrder) } }, config: manage,
  }, async (request) => ({ data: await receiveOrder(db, request.scope, request.params.id, request.body) }));

  app.post('/purchase-orders/:id/cancel', {
    schema: { tags, params: ZIdParams, response: { 200: dataOf(ZPurchaseOrder) } }, config: manage,
  }, async (request) => ({ data: await cancelOrder(db, request.scope, request.params.id) }));

  app.get('/purchase-orders/:id/pdf', {
    schema: { tags, params: ZIdParams, produces: ['application/pdf'] }, config: view,
  }, async (request, reply) => {
    const { fileName, file } = await orderDocument(db, request.scope, request.params.id, 'pdf', request.lang);
    return reply.header('cache-control', 'private, no-store').header('content-disposition', `inline; filename="${fileName}"`).type('application/pdf').send(file);
  });

  app.get('/purchase-orders/:id/xlsx', {
    schema: { tags, params: ZIdParams, produces: [XLSX] }, config: view,
  }, async (request, reply) => {
    const { fileName, file } = await orderDocument(db, request.scope, request.params.id, 'xlsx', request.lang);
    return reply.header('cache-control', 'private, no-store').header('content-disposition', `attachment; filename="${fileName}"`).type(XLSX).send(file);
  });

  // ---------- shopping list ----------
  app.get('/shopping-list-items', {
    schema: { tags, querystring: ZShoppingListQuery, response: { 200: pageOf(ZShoppingListItem) } }, config: view,
  }, async (request) => listShoppingList(db, request.scope, request.query));

  app.post('/shopping-list-items', {
    schema: { tags, body: ZShoppingListItemInput, response: { 201: dataOf(ZShoppingListItem) } }, config: manage,
  }, async (request, reply) => reply.status(201).send({ data: await addShoppingListItem(db, request.scope, request.body) }));

  app.get('/shopping-list-items/export', {
    schema: { tags, querystring: ZShoppingListExportQuery, produces: [XLSX] }, config: view,
  }, async (request, reply) => {
    const file = await exportShoppingList(db, request.scope, request.query.ids, request.lang);
    return reply.header('cache-control', 'private, no-store').header('content-disposition', 'attachment; filename="shopping-list.xlsx"').type(XLSX).send(file);
  });

  app.post('/shopping-list-items/buy', {
    schema: { tags, body: ZShoppingListIds, response: { 201: dataOf(z.array(ZPurchaseOrderSummary)) } }, config: manage,
  }, async (request, reply) => reply.status(201).send({ data: await buyShoppingListItems(db, request.scope, request.body.ids) }));

  app.post('/shopping-list-items/send-email', {
    schema: { tags, body: ZShoppingListIds, response: { 200: dataOf(z.object({ sent: z.number() })) } }, config: manage,
  }, async (request) => ({ data: await sendShoppingListEmail(db, request.scope, request.body.ids, request.lang) }));

  app.post('/shopping-list-items/bulk-delete', {
    schema: { tags, body: ZShoppingListIds, response: { 200: dataOf(z.object({ deleted: z.number() })) } }, config: manage,
  }, async (request) => ({ data: await deleteShoppingListItems(db, request.scope, request.body.ids) }));

  app.put('/shopping-list-items/:id', {
    schema: { tags, params: ZIdParams, body: ZShoppingListItemUpdate, response: { 200: dataOf(ZShoppingListItem) } }, config: manage,
  }, async (request) => ({ data: await updateShoppingListItem(db, request.scope, request.params.id, request.body) }));

  app.delete('/shopping-list-items/:id', { schema: { tags, params: ZIdParams }, config: manage }, async (request, reply) => {
    await deleteShoppingListItems(db, request.scope, [request.params.id]);
    return reply.status(204).send();
  });
};
