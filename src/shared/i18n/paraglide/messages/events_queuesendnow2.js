import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Queuesendnow2Inputs */

const en_events_queuesendnow2 = /** @type {(inputs: Events_Queuesendnow2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send now`)
};

const fil_events_queuesendnow2 = /** @type {(inputs: Events_Queuesendnow2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ipadala ngayon`)
};

/**
* | output |
* | --- |
* | "Send now" |
*
* @param {Events_Queuesendnow2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const events_queuesendnow2 = /** @type {((inputs?: Events_Queuesendnow2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Queuesendnow2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_events_queuesendnow2(inputs)
	return en_events_queuesendnow2(inputs)
});
export { events_queuesendnow2 as "events.queueSendNow" }