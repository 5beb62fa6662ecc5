import { App } from 'aws-cdk-lib';
import { defineApp } from './gta-homes-app';

defineApp(new App());
