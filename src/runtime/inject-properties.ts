import type { interfaces } from 'inversify';
import { inject, injectable } from 'inversify';

/** An inversify decorator of a class member (`@inject(id)`, `@optional()`, `@named(name)`, `@postConstruct()`, ...). */
type MemberDecorator = (target: object, key: string) => void;

/** A member as the bundles hand it over: the id of a lone `@inject(id)`, else its decorators as listed. */
type DecoratedMember = interfaces.ServiceIdentifier | readonly MemberDecorator[];

/**
 * What the bundles call for a class's decorated members, one call per class in place of a
 * `__decorate` per member (scripts/build/inversify-decorators.ts rewrites TypeScript's output):
 * each member's decorators, in the order given, each member's last first as TypeScript applies
 * them, so the container sees the same metadata.
 */
export function injectProperties(target: { readonly prototype: object }, members: Readonly<Record<string, DecoratedMember>>): void {
    for (const key of Object.keys(members)) {
        const member = members[key];
        const decorators: readonly MemberDecorator[] = Array.isArray(member) ? member : [inject(member as interfaces.ServiceIdentifier)];
        for (let index = decorators.length - 1; index >= 0; index--) {
            decorators[index](target.prototype, key);
        }
    }
}

/** `injectProperties`, then `@injectable()` on the class, as its decorators would, in that order. */
export function injectClass(target: interfaces.Newable<unknown>, members: Readonly<Record<string, DecoratedMember>>): void {
    injectProperties(target, members);
    injectable()(target);
}
