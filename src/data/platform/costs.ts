/**
 * Cost estimation: what Skyloom prices in a plan, from which price lists, what it leaves out, and the estimate of the
 * quickstart's first plan. /concepts/cost-estimation renders the tables; plans print the estimate with
 * `skyloom provision --show-cost`, and policies read it as `input.cost` (src/data/platform/policies.ts).
 */
import type {StatedFact} from './facts';
import {sampleRegion} from './sampleData';

const COST_WORDS = ['cost', 'price', 'estimate'];

/** The facts of cost estimation that pages state, with the shape the content lint finds a restatement by. */
export const costFacts = {
  hoursPerMonth: {
    id: 'cost.hours-per-month',
    label: 'Hours in the month an estimate prices hourly resources for',
    value: '730 hours',
    shape: {about: COST_WORDS, which: ['month', 'monthly']},
  },
  priceRefresh: {
    id: 'cost.price-refresh',
    label: 'How often Skyloom reads the cloud price lists again',
    value: '24 hours',
    shape: {about: ['price list', 'prices'], which: ['every', 'refresh', 'read again', 'update']},
  },
  currency: {
    id: 'cost.currency',
    label: 'Currency of every estimate',
    value: 'US dollars (USD)',
    shape: {about: ['currency']},
  },
} as const satisfies Record<string, StatedFact>;

export interface PriceSource {
  cloud: 'AWS' | 'Azure' | 'Google Cloud';
  source: string;
  prices: string;
}

/** Where the prices come from: each cloud's public price list, read again every day. */
export const priceSources: readonly PriceSource[] = [
  {
    cloud: 'AWS',
    source: 'AWS Price List Query API',
    prices: 'On-demand list prices of the environment’s region',
  },
  {
    cloud: 'Azure',
    source: 'Azure Retail Prices API',
    prices: 'Pay-as-you-go retail prices of the environment’s region',
  },
  {
    cloud: 'Google Cloud',
    source: 'Cloud Billing Catalog API',
    prices: 'On-demand list prices of the environment’s region',
  },
];

export interface CostCoverage {
  what: string;
  estimated: 'Yes' | 'The fixed part' | 'No';
  how: string;
}

/** What an estimate prices and what it leaves to usage. */
export const costCoverage: readonly CostCoverage[] = [
  {
    what: 'Compute billed by the hour: EC2 instances, ECS tasks on Fargate, Azure virtual machines and App Service plans, Compute Engine instances',
    estimated: 'Yes',
    how: `Hourly price of the size, times the count (\`desired_count\`, instance count), times ${costFacts.hoursPerMonth.value}`,
  },
  {
    what: 'Managed databases and caches: RDS, Aurora provisioned clusters, ElastiCache, Azure SQL, Cloud SQL',
    estimated: 'Yes',
    how: 'Instance hours, plus provisioned storage, IOPS and throughput; backups beyond the free allowance are usage',
  },
  {
    what: 'Network resources with an hourly price: load balancers, NAT gateways, public IPv4 addresses, VPN gateways, private endpoints',
    estimated: 'The fixed part',
    how: 'The hourly price; capacity units and data processed depend on traffic',
  },
  {
    what: 'Items with a monthly price: Secrets Manager secrets, KMS keys, Key Vault keys, provisioned volumes and file systems',
    estimated: 'Yes',
    how: 'The monthly price per item or per provisioned GB',
  },
  {
    what: 'Usage: requests, data transfer, objects in buckets, log ingestion, function invocations, queue messages',
    estimated: 'No',
    how: 'Listed as usage-based, at no amount, so you see what the estimate leaves out',
  },
  {
    what: 'Resource types the price lists have no price for, and resources inside custom modules of unknown types',
    estimated: 'No',
    how: 'Counted as not priced',
  },
];

/** What no estimate includes, and why: the public price lists do not know it. */
export const costExclusions: readonly {what: string; why: string}[] = [
  {
    what: 'Discounts: Savings Plans, reserved instances, committed use discounts, enterprise agreements, credits',
    why: 'They belong to your billing account, not to the price list, and apply across many resources',
  },
  {what: 'Free tiers', why: 'They depend on what else the account uses that month'},
  {what: 'Taxes', why: 'They depend on where your billing account is'},
  {
    what: 'Support plans and marketplace subscriptions',
    why: 'They are billed per account, not per resource',
  },
];

interface CostLine {
  /** The canvas resource the line belongs to. */
  resource: string;
  address: string;
  /** Monthly amount in USD after the plan; 0 for a usage-based resource. */
  monthly: number;
  /** What the amount prices, as the breakdown prints it. */
  basis: string;
  usageBased?: boolean;
}

/**
 * The estimate of the quickstart's first plan: web-shop v1 into an empty dev, in eu-west-1 (src/data/platform/
 * sampleData.ts, webShopV1Resources). Resources with no price of their own (subnets, route tables, roles, rules,
 * the ECS cluster) are left out of the breakdown; the database is a medium instance in dev, the service one task.
 */
const sampleCostEstimate = {
  appstack: 'web-shop',
  version: 'v1',
  env: 'dev',
  region: sampleRegion,
  cloud: 'AWS' as PriceSource['cloud'],
  /** The day of the price lists the estimate used. */
  pricesOf: '2025-09-30',
  before: 0,
  lines: [
    {
      resource: 'orders-db',
      address: 'aws_db_instance.orders_db',
      monthly: 55.1,
      basis: 'db.t4g.medium, PostgreSQL, single-AZ, 20 GB gp3',
    },
    {
      resource: 'main-vpc',
      address: 'aws_nat_gateway.main_vpc',
      monthly: 35.04,
      basis: '1 NAT gateway; data processed is usage-based',
    },
    {
      resource: 'web-alb',
      address: 'aws_lb.web_alb',
      monthly: 18.4,
      basis: '1 Application Load Balancer; capacity units are usage-based',
    },
    {resource: 'web-api', address: 'aws_ecs_service.web_api', monthly: 18.02, basis: '1 Fargate task, 0.5 vCPU, 1 GB'},
    {resource: 'main-vpc', address: 'aws_eip.main_vpc_nat', monthly: 3.65, basis: '1 public IPv4 address'},
    {resource: 'orders-db', address: 'aws_secretsmanager_secret.orders_db', monthly: 0.4, basis: '1 secret'},
    {
      resource: 'web-api',
      address: 'aws_cloudwatch_log_group.web_api',
      monthly: 0,
      basis: 'log ingestion and storage',
      usageBased: true,
    },
  ] satisfies CostLine[],
};

/** An amount as the CLI prints it: `$130.61`. */
export const dollars = (amount: number) => `$${amount.toFixed(2)}`;

/** The monthly total after the plan, in USD. */
export const sampleCostAfter =
  Math.round(sampleCostEstimate.lines.reduce((sum, line) => sum + line.monthly, 0) * 100) / 100;
