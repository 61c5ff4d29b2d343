import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Notfoundbody2Inputs */

const en_events_notfoundbody2 = /** @type {(inputs: Events_Notfoundbody2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The link may be mistyped, or the event was removed. You can still send us a regular request.`)
};

const fil_events_notfoundbody2 = /** @type {(inputs: Events_Notfoundbody2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Baka mali ang pagkaka-type ng link, o tinanggal na ang event. Puwede ka pa ring magpadala sa amin ng regular na request.`)
};

/**
* | output |
* | --- |
* | "The link may be mistyped, or the event was removed. You can still send us a regular request." |
*
* @param {Events_Notfoundbody2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const events_notfoundbody2 = /** @type {((inputs?: Events_Notfoundbody2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Notfoundbody2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_events_notfoundbody2(inputs)
	return en_events_notfoundbody2(inputs)
});
export { events_notfoundbody2 as "events.notFoundBody" }