import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Events_Queuebadge1Inputs */

const en_events_queuebadge1 = /** @type {(inputs: Events_Queuebadge1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} waiting to send`)
};

const fil_events_queuebadge1 = /** @type {(inputs: Events_Queuebadge1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} naghihintay maipadala`)
};

/**
* | output |
* | --- |
* | "{count} waiting to send" |
*
* @param {Events_Queuebadge1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const events_queuebadge1 = /** @type {((inputs: Events_Queuebadge1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Queuebadge1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_events_queuebadge1(inputs)
	return en_events_queuebadge1(inputs)
});
export { events_queuebadge1 as "events.queueBadge" }