import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZExpiringBatch, ZExpiringQuery, ZIdParams, ZPageQuery, ZProduct, ZProductBulkVatInput, ZProductCategory, ZProductCategoryInput,
  ZProductInput, ZProductListQuery, ZProductStock, ZProductUpdateInput, ZStockCountInput, ZStockMovement, ZStockReceiptInput,
  ZStockTransfer, ZStockTransferInput, ZStockWriteOffInput, ZSupplier, ZSupplierInput, ZSupplierListQuery, dataOf, pageOf,
} from '@vetclinic/domain';
import type { AppDeps } from '../../app';
import {
  archiveCategory, bulkVat, countStock, createCategory, createProduct, getProduct, listCategories, listExpiring, listMovements,
  listProducts, productStock, receiveStock, updateCategory, updateProduct, writeOffStock,
} from './service';
import { transferStock } from './transfers';
import { archiveSupplier, createSupplier, getSupplier, listSuppliers, updateSupplier } from './suppliers';

const view = { access: 'staff', permission: 'inventory.view' } as const;
const manage = { access: 'staff', permission: 'inventory.manage' } as const;
const tags = ['inventory'];

export const inventoryRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  // ---------- categories ----------
  app.get('/product-categories', {
    schema: { tags, response: { 200: dataOf(z.array(ZProductCategory)) } }, config: view,
  }, async (request) => ({ data: await listCategories(db, request.scope) }));

  app.post('/product-categories', {
    schema: { tags, body: ZProductCategoryInput, response: { 201: dataOf(ZProductCategory) } }, config: manage,
  }, async (request, reply) => reply.status(201).send({ data: await createCategory(db, request.scope, request.body) }));

  app.put('/product-categories/:id', {
    schema: { tags, params: ZIdParams, body: ZProductCategoryInput, response: { 200: dataOf(ZProductCategory) } }, config: manage,
  }, async (request) => ({ data: await updateCategory(db, request.scope, request.params.id, request.body) }));

  app.delete('/product-categories/:id', { schema: { tags, params: ZIdParams }, config: manage }, async (request, reply) => {
    await archiveCategory(db, request.scope, request.params.id);
    return reply.status(204).send();
  });

  // ---------- products ----------
  app.get('/products', {
    schema: { tags, querystring: ZProductListQuery, response: { 200: pageOf(ZProduct) } }, config: view,
  }, async (request) => listProducts(db, request.scope, request.query));

  app.get('/sellable-products', {
    schema: { tags, querystring: ZProductListQuery, response: { 200: pageOf(ZProduct) } }, config: view,
  }, async (request) => listProducts(db, request.scope, request.query, { sellableOnly: true }));

  app.post('/products', {
    schema: { tags, body: ZProductInput, response: { 201: dataOf(ZProduct) } }, config: manage,
  }, async (request, reply) => reply.status(201).send({ data: await createProduct(db, request.scope, request.body) }));

  app.post('/products/bulk-vat', {
    schema: { tags, body: ZProductBulkVatInput, response: { 200: dataOf(z.object({ updated: z.number() })) } }, config: manage,
  }, async (request) => ({ data: await bulkVat(db, request.scope, request.body) }));

  app.get('/products/:id', {
    schema: { tags, params: ZIdParams, response: { 200: dataOf(ZProduct) } }, config: view,
  }, async (request) => ({ data: await getProduct(db, request.scope, request.params.id) }));

  app.put('/products/:id', {
    schema: { tags, params: ZIdParams, body: ZProductUpdateInput, response: { 200: dataOf(ZProduct) } }, config: manage,
  }, async (request) => ({ data: await updateProduct(db, request.scope, request.params.id, request.body) }));

  // ---------- stock ----------
  app.get('/products/:id/stock', {
    schema: { tags, params: ZIdParams, response: { 200: dataOf(ZProductStock) } }, config: view,
  }, async (request) => ({ data: await productStock(db, request.scope, request.params.id) }));

  app.get('/products/:id/movements', {
    schema: { tags, params: ZIdParams, querystring: ZPageQuery, response: { 200: pageOf(ZStockMovement) } }, config: view,
  }, async (request) => listMovements(db, request.scope, request.params.id, request.query));

  app.post('/products/:id/stock/receipts', {
    schema: { tags, params: ZIdParams, body: ZStockReceiptInput, response: { 200: dataOf(ZProductStock) } }, config: manage,
  }, async (request) => ({ data: await receiveStock(db, request.scope, request.params.id, request.body) }));

  app.post('/products/:id/stock/counts', {
    schema: { tags, params: ZIdParams, body: ZStockCountInput, response: { 200: dataOf(ZProductStock) } }, config: manage,
  }, async (request) => ({ data: await countStock(db, request.scope, request.params.id, request.body) }));

  app.post('/products/:id/stock/write-offs', {
    schema: { tags, params: ZIdParams, body: ZStockWriteOffInput, response: { 200: dataOf(ZProductStock) } }, config: manage,
  }, async (request) => ({ data: await writeOffStock(db, request.scope, request.params.id, request.body) }));

  // Stock sent to another clinic of the group: inventory.manage here (the route's check) and there (scopeAt).
  app.post('/stock/transfers', {
    schema: { tags, body: ZStockTransferInput, response: { 201: dataOf(ZStockTransfer) } }, config: manage,
  }, async (request, reply) => {
    const to = await request.scopeAt(request.body.to_clinic_id, 'inventory.manage');
    return reply.code(201).send({ data: await transferStock(db, request.scope, to, request.body) });
  });

  app.get('/stock/expiring', {
    schema: { tags, querystring: ZExpiringQuery, response: { 200: pageOf(ZExpiringBatch) } }, config: view,
  }, async (request) => listExpiring(db, request.scope, request.query));

  // ---------- suppliers ----------
  app.get('/suppliers', {
    schema: { tags, querystring: ZSupplierListQuery, response: { 200: pageOf(ZSupplier) } }, config: view,
  }, async (request) => listSuppliers(db, request.scope, request.query));

  app.post('/suppliers', {
    schema: { tags, body: ZSupplierInput, response: { 201: dataOf(ZSupplier) } }, config: manage,
  }, async (request, reply) => reply.status(201).send({ data: await createSupplier(db, request.scope, request.body) }));

  app.get('/suppliers/:id', {
    schema: { tags, params: ZIdParams, response: { 200: dataOf(ZSupplier) } }, config: view,
  }, async (request) => ({ data: await getSupplier(db, request.scope, request.params.id) }));

  app.put('/suppliers/:id', {
    schema: { tags, params: ZIdParams, body: ZSupplierInput, response: { 200: dataOf(ZSupplier) } }, config: manage,
  }, async (request) => ({ data: await updateSupplier(db, request.scope, request.params.id, request.body) }));

  app.delete('/suppliers/:id', { schema: { tags, params: ZIdParams }, config: manage }, async (request, reply) => {
    await archiveSupplier(db, request.scope, request.params.id);
    return reply.status(204).send();
  });
};
