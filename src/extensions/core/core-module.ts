import { ContainerModule } from 'inversify';
import { bindOnFirstUse, bindService } from '../../runtime/bindings';
import { DataElementContribution } from '../../runtime/data-element';
import { CookieService, CookieServiceFactory } from '../../services/cookie-service';
import { CookieServiceImpl } from '../../services/cookie-service-impl';
import { HttpClient } from '../../services/http-client';
import { HttpClientImpl } from '../../services/http-client-impl';
import { LazyFeatures } from '../../services/lazy-features';
import { LazyFeaturesImpl } from '../../services/lazy-features-impl';
import { PageInfo } from '../../services/page-info';
import { PageInfoImpl } from '../../services/page-info-impl';
import { PageNavigation, PageNavigationFactory } from '../../services/page-navigation';
import { PageNavigationImpl } from '../../services/page-navigation-impl';
import { ScriptLoader } from '../../services/script-loader';
import { ScriptLoaderImpl } from '../../services/script-loader-impl';
import { StorageService } from '../../services/storage-service';
import { StorageServiceImpl } from '../../services/storage-service-impl';
import { PageDataElements } from './page-data-elements';

/** The base services every other extension builds on, and the page's own values. */
export const coreModule = new ContainerModule(bind => {
    bindService(bind, StorageService, StorageServiceImpl);
    bindService(bind, CookieService, CookieServiceImpl);
    bindOnFirstUse(bind, CookieServiceFactory, CookieService);
    bindService(bind, PageNavigation, PageNavigationImpl);
    bindOnFirstUse(bind, PageNavigationFactory, PageNavigation);
    bindService(bind, ScriptLoader, ScriptLoaderImpl);
    bindService(bind, PageInfo, PageInfoImpl);
    bindService(bind, HttpClient, HttpClientImpl);
    bindService(bind, LazyFeatures, LazyFeaturesImpl);
    bindService(bind, DataElementContribution, PageDataElements);
});
