import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Queuesending1Inputs */

const en_events_queuesending1 = /** @type {(inputs: Events_Queuesending1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sending…`)
};

const fil_events_queuesending1 = /** @type {(inputs: Events_Queuesending1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ipinapadala…`)
};

/**
* | output |
* | --- |
* | "Sending…" |
*
* @param {Events_Queuesending1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const events_queuesending1 = /** @type {((inputs?: Events_Queuesending1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Queuesending1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_events_queuesending1(inputs)
	return en_events_queuesending1(inputs)
});
export { events_queuesending1 as "events.queueSending" }