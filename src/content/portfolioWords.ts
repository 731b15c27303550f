/**
 * The words of the two portfolio pages (/portfolio, /residential-portfolio): the owner's, in
 * content/pages/portfolio.json, placeholders filled and pictures by name (./pageCopy.ts). A module of
 * its own because ./portfolio.ts also holds the functions that count and place the gallery's
 * projects, which are code: this one is plain data, which webpack replaces by its value.
 * `projectCountWords` say a number of projects ("3 projects"), for ./portfolio.ts's `projectCount`.
 */
import type { PortfolioContent, ProjectCountWords } from './schemas/portfolio';
import { readPage } from './pageCopy';

export const { portfolio, residentialPortfolio, projectCount: projectCountWords } = readPage('portfolio') as Pick<
  PortfolioContent,
  'portfolio' | 'residentialPortfolio'
> & { projectCount: ProjectCountWords };
