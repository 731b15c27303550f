/**
 * Entry point: the stylesheet, and the app's start once the served page has been drawn (see
 * app/boot). React and the rest of the app are in the chunks app/start loads.
 */
import './styles/main.css';
import { startWhenPageIsDrawn } from './app/boot';

startWhenPageIsDrawn(async () => {
  const { startApp } = await import(/* webpackChunkName: "app" */ './app/start');
  await startApp();
});
